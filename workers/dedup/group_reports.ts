/**
 * Grouping at ingest (issue 27, ADR 0141): the new reports of one document are
 * grouped against stored reports and against each other, in one transaction per batch with one
 * candidates query: each new report joins the change of the reports the rule (same_change.ts)
 * says it is one change with, or starts its own. Precision first: a new report joins at most one
 * change (its best match's: acts first, then official, then the earliest) and never merges two
 * changes, so a grouping never
 * moves a stored report and a report an admin split off never rejoins by itself. A report joining
 * an approved change is approved with it, without an alert (the change alerted once, by its
 * primary); its primary is chosen again by the rule (official first, then the earliest).
 * A copy of a stored report, or of an earlier report of the batch, joins that report's change
 * without a candidate search and is stored without band rows (ADR 0176). Reports worded apart are
 * found by a shared key fact within the day window (ADR 0184). This module plans the changes and
 * writes a take-over; insert_grouped.ts stores the reports in them (ADR 0188).
 */
import type { Db } from "../../db/client.ts";
import {
  type CandidateReport,
  candidateReports,
  type ChangeMember,
  copyCandidates,
  type FactLookup,
  lockedReports,
} from "../../db/queries/report_features.ts";
import {
  type ChangeReview,
  type ChangeWrite,
  changeWrites,
  repointChanges,
  reviewOf,
  writeChanges,
} from "../../db/queries/report_changes.ts";
import { copyKeyOf, findCopies } from "./copies.ts";
import { DAY_WINDOW, sameChange } from "./same_change.ts";
import type { ReportFeatures } from "./report_features.ts";
import { wordsToShare } from "./shared_facts.ts";
import { bandsOf, fromStored, matchKeysOf } from "./stored_features.ts";
import { timeSlicer } from "../time_slice.ts";

/** A report just stored, with its features. */
export interface NewReport {
  id: number;
  features: ReportFeatures;
  official: boolean;
}

/** A report the batch compares with: stored (its change known) or new (assigned as it goes). */
interface Entry {
  id: number;
  features: ReportFeatures;
  official: boolean;
  changeId: number;
}

/** What a report is found by: its band hashes, match keys and key facts. */
interface Lookup {
  bands: readonly number[];
  keys: readonly string[];
  facts: readonly string[];
}

function lookupOf(features: ReportFeatures): Lookup {
  return { bands: bandsOf(features), keys: matchKeysOf(features), facts: features.facts };
}

/**
 * A band or key fact shared by more reports than this (of the batch and its stored candidates)
 * finds none of them (ADR 0190): a template filled for many subjects, or a flood of one text under
 * other titles, makes every report share it, and comparing each with all the others is quadratic
 * (5,000 such items held a sync 12 s). Such a band says nothing about which change a report is
 * of; a shared act, a copy, or a rarer band or fact still find its change.
 */
export const CROWDED = 64;
/** The most entries one report is compared with (shared acts first, then facts, then bands). */
const MAX_CANDIDATES = 128;

/**
 * Entries by band hash, by match key and by key fact: each new report looks up its own
 * candidates only (the day window is the rule's guard: a batch's stored entries were found in it).
 */
class EntryIndex {
  readonly #byBand = new Map<number, Entry[]>();
  readonly #byKey = new Map<string, Entry[]>();
  readonly #byFact = new Map<string, Entry[]>();

  add(entry: Entry, { bands, keys, facts }: Lookup): void {
    bands.forEach((band) => push(this.#byBand, band, entry));
    keys.forEach((key) => push(this.#byKey, key, entry));
    facts.forEach((fact) => push(this.#byFact, fact, entry));
  }

  /** At most MAX_CANDIDATES entries, in the order acts, facts, bands; crowded lists skipped. */
  find({ bands, keys, facts }: Lookup): Set<Entry> {
    const found = new Set<Entry>();
    const take = (list: Entry[] | undefined, crowdedToo: boolean) => {
      if (!list || (!crowdedToo && list.length > CROWDED)) return;
      for (const entry of list) {
        if (found.size >= MAX_CANDIDATES) return;
        found.add(entry);
      }
    };
    for (const key of keys) take(this.#byKey.get(key), true);
    for (const fact of facts) take(this.#byFact.get(fact), false);
    for (const band of bands) take(this.#byBand.get(band), false);
    return found;
  }
}

function push<K>(map: Map<K, Entry[]>, key: K, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/** How a match ranks: by a shared act, then as the primary rule ranks reports. */
function rank(match: { entry: Entry; byAct: boolean }): number[] {
  const { entry, byAct } = match;
  return [byAct ? 0 : 1, entry.official ? 0 : 1, entry.features.day, entry.changeId];
}

function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * The change a new report joins, or null: of the entries the rule says are one change with it,
 * the change of the best match, one sharing an act first (the firmer evidence), then as the
 * primary rule ranks reports (official, then the earliest), then the oldest change.
 */
function changeFor(report: NewReport, candidates: Iterable<Entry>): number | null {
  let best: number[] | null = null;
  for (const entry of candidates) {
    const verdict = sameChange(report.features, entry.features);
    if (!verdict.same) continue;
    const ranked = rank({ entry, byAct: verdict.reason.startsWith("same act") });
    if (!best || before(ranked, best)) best = ranked;
  }
  return best?.[3] ?? null;
}

/**
 * The change of each new report (its own id when it starts one): a copy's is its holder's (a
 * stored report's change, or what an earlier report of the batch was given).
 */
async function assignChanges(
  reports: readonly NewReport[],
  { stored, copies }: { stored: readonly Entry[]; copies: Map<number, NewReport | Entry> },
): Promise<Map<number, number>> {
  const index = new EntryIndex();
  for (const entry of stored) index.add(entry, lookupOf(entry.features));
  const assigned = new Map<number, number>();
  // A batch of thousands of reports is judged in slices: requests are answered meanwhile.
  const pace = timeSlicer();
  for (const report of reports) {
    await pace();
    const lookup = lookupOf(report.features);
    const holder = copies.get(report.id);
    const changeId = holder
      ? ("changeId" in holder ? holder.changeId : assigned.get(holder.id)!)
      : changeFor(report, index.find(lookup)) ?? report.id;
    assigned.set(report.id, changeId);
    index.add({ ...report, changeId }, lookup);
  }
  return assigned;
}

const entryOf = (c: CandidateReport): Entry => ({
  ...c,
  features: fromStored(c),
  id: c.legalUpdateId,
});

/**
 * What a report's stored candidates by key fact must be (ADR 0186); null when none could join
 * it by its facts (it states none, or its title has no word of substance).
 */
function factLookupOf(features: ReportFeatures): FactLookup | null {
  const titleWords = wordsToShare(features.titleWords);
  if (features.facts.length === 0 || titleWords.length === 0) return null;
  const { facts, day, jurisdiction, variant } = features;
  return {
    facts,
    fromDay: day - DAY_WINDOW,
    toDay: day + DAY_WINDOW,
    titleWords,
    jurisdiction,
    variant,
  };
}

/**
 * The stored reports sharing a band or a key fact (within the day window) or an act with
 * `reports`.
 */
async function storedCandidates(tx: Db, reports: readonly NewReport[]): Promise<Entry[]> {
  if (reports.length === 0) return [];
  const days = reports.map((r) => r.features.day);
  const candidates = await candidateReports(tx, {
    bands: [...new Set(reports.flatMap((r) => bandsOf(r.features)))],
    keys: [...new Set(reports.flatMap((r) => matchKeysOf(r.features)))],
    facts: reports.flatMap(({ features }) => factLookupOf(features) ?? []),
    fromDay: Math.min(...days) - DAY_WINDOW,
    toDay: Math.max(...days) + DAY_WINDOW,
    crowded: CROWDED,
  });
  return candidates.map(entryOf);
}

/** The change of each new report (its own id when it starts one), and the copies' holders. */
export interface ChangePlan {
  assigned: Map<number, number>;
  /** A copy's holder: a stored report, or an earlier new report of the batch. */
  copies: Map<number, { id: number }>;
}

/**
 * Which change each of `reports` joins: copies their holder's, the others by their candidates
 * (stored ones and each other). Reads only; the caller holds the grouping lock. The new reports
 * are not stored yet: insert_grouped.ts names them by provisional ids above any stored one.
 */
export async function planChanges(tx: Db, reports: readonly NewReport[]): Promise<ChangePlan> {
  const keys = reports.map((r) => copyKeyOf(r.features, r.official));
  const storedCopies = (await copyCandidates(tx, [...new Set(keys)])).map(entryOf);
  const copies = findCopies<NewReport | Entry>(reports, storedCopies);
  // Only the reports that copy none search for candidates: a copy's are its holder's.
  const stored = await storedCandidates(tx, reports.filter((r) => !copies.has(r.id)));
  return { assigned: await assignChanges(reports, { stored, copies }), copies };
}

/**
 * Writes the changes that new reports joined. A stored change's primary is already the best of
 * its reports by the rule, so only it and the new reports are read: the new primary is the best
 * of those, the new reports take the change's review (a stored change's, else pending), and when a
 * new report takes over as primary the change's other reports are pointed at it.
 */
export async function settleGrown(
  tx: Db,
  { assigned, grown }: { assigned: Map<number, number>; grown: Set<number> },
): Promise<void> {
  const newIds = [...assigned].filter(([, changeId]) => grown.has(changeId)).map(([id]) => id);
  const reports = await lockedReports(tx, { reportIds: [...new Set([...grown, ...newIds])] });
  const byChange = new Map<number, ChangeMember[]>();
  for (const m of reports) {
    const changeId = assigned.get(m.id) ?? m.id;
    byChange.set(changeId, [...(byChange.get(changeId) ?? []), m]);
  }
  const writes: ChangeWrite[] = [];
  const moves: { from: number; to: number }[] = [];
  for (const [changeId, list] of byChange) {
    // The change's review is its founding report's: a stored change's primary, or a new one.
    const founder = list.find((m) => m.id === changeId) ?? list[0]!;
    const change = changeWrites(list, reviewOf(founder) as ChangeReview);
    writes.push(...change.writes);
    if (change.primaryId !== changeId) moves.push({ from: changeId, to: change.primaryId });
  }
  // One statement for every change of the batch: the old primaries first take their new primary,
  // then every report still pointing at an old primary is pointed at the new one.
  await writeChanges(tx, writes);
  await repointChanges(tx, moves);
}
