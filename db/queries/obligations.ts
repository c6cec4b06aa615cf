/**
 * The obligations of legal updates (legal_update_obligations): reading them for a page of
 * updates, the analyser's list (replaced on each analysis while no admin has edited the list) and
 * an admin's list (which marks the update, so that re-analysis leaves it alone from then on).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type DutyKey, matchDuties } from "../../domain/duty_match.ts";
import { type Db, rowsOf } from "../client.ts";
import type { Obligation, ObligationSource } from "../../domain/obligations.ts";
import { legalUpdateObligations, legalUpdates } from "../schema.ts";
import { pgJson } from "./json_param.ts";

const columns = {
  id: legalUpdateObligations.id,
  legalUpdateId: legalUpdateObligations.legalUpdateId,
  actor: legalUpdateObligations.actor,
  action: legalUpdateObligations.action,
  deadline: legalUpdateObligations.deadline,
  citation: legalUpdateObligations.citation,
  confidence: legalUpdateObligations.confidence,
  source: legalUpdateObligations.source,
  analyser: legalUpdateObligations.analyser,
};

/** A stored obligation, in its update's order. */
export type ObligationRow = Awaited<ReturnType<typeof selectObligations>>[number];

function selectObligations(db: Db, updateIds: number[]) {
  return db.select(columns).from(legalUpdateObligations)
    .where(inArray(legalUpdateObligations.legalUpdateId, updateIds))
    .orderBy(asc(legalUpdateObligations.legalUpdateId), asc(legalUpdateObligations.position));
}

/** Rows per read: an IN list of a thousand ids is fine for both drivers. */
const READ_CHUNK = 1_000;

/** The obligations of each update (an update without any is absent from the map). */
export async function obligationsOf(
  db: Db,
  updateIds: readonly number[],
): Promise<Map<number, ObligationRow[]>> {
  const byUpdate = new Map<number, ObligationRow[]>();
  const ids = [...new Set(updateIds)];
  for (let start = 0; start < ids.length; start += READ_CHUNK) {
    for (const row of await selectObligations(db, ids.slice(start, start + READ_CHUNK))) {
      // real is single precision: 0.92 reads back as 0.9200000166893005 on some drivers.
      const confidence = Math.round(row.confidence * 100) / 100;
      const list = byUpdate.get(row.legalUpdateId) ?? [];
      list.push({ ...row, confidence });
      byUpdate.set(row.legalUpdateId, list);
    }
  }
  return byUpdate;
}

/** An analyser's obligations for one update. */
export interface AnalysedObligations {
  id: number;
  analyser: string;
  obligations: readonly Obligation[];
}

/** One duty as a list writes it: the analyser's ('ai', with its name) or an admin's. */
type WantedObligation = Obligation & { source: ObligationSource; analyser: string | null };

/** An update's whole new list. */
interface WantedList {
  legalUpdateId: number;
  obligations: readonly WantedObligation[];
}

/**
 * Writes each update's new list over its stored one, keeping the id of every duty the new list
 * continues (domain/duty_match.ts, ADR 0154): those rows are updated in place,
 * new duties inserted, and dropped ones deleted after flagging the register entries that pointed
 * at them (`dutyRemovedAt`, with a history row). Call inside a transaction.
 */
async function writeObligationLists(tx: Db, lists: readonly WantedList[]): Promise<void> {
  if (lists.length === 0) return;
  const stored = rowsOf<DutyKey & { id: number; legalUpdateId: number }>(
    await tx.execute(sql`
      select o.id, o.legal_update_id as "legalUpdateId", o.actor, o.action,
        o.deadline::text as deadline, o.citation
      from legal_update_obligations o
      where o.legal_update_id in (
        select (jsonb_array_elements_text(${
      pgJson(lists.map((l) => l.legalUpdateId))
    }::jsonb))::int)
      order by o.legal_update_id, o.position`),
  );
  const storedByUpdate = Map.groupBy(stored, (row) => row.legalUpdateId);
  const kept: (WantedObligation & { id: number; position: number })[] = [];
  const added: (WantedObligation & { legalUpdateId: number; position: number })[] = [];
  const dropped: number[] = [];
  for (const { legalUpdateId, obligations } of lists) {
    const before = storedByUpdate.get(legalUpdateId) ?? [];
    const ids = matchDuties(before, obligations);
    obligations.forEach((o, position) => {
      const id = ids[position];
      if (id == null) added.push({ ...o, legalUpdateId, position });
      else kept.push({ ...o, id, position });
    });
    const keptIds = new Set(ids);
    dropped.push(...before.filter((row) => !keptIds.has(row.id)).map((row) => row.id));
  }
  await dropObligations(tx, dropped);
  await updateKeptObligations(tx, kept);
  await insertObligations(tx, added);
}

/** Flags the register entries of dropped duties (with a history row), then deletes the duties. */
async function dropObligations(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = pgJson(ids);
  await tx.execute(sql`
    with flagged as (
      update register_entries e set duty_removed_at = now(), updated_at = now()
      where e.obligation_id in (select (jsonb_array_elements_text(${list}::jsonb))::int)
        and e.duty_removed_at is null
      returning e.id, e.scope)
    insert into register_history (scope, subject, entry_id, at, field, old_value, new_value)
    select f.scope, 'entry', f.id, now(), 'dutyRemoved', null, 'The duty is no longer in the update'
    from flagged f`);
  await tx.execute(sql`
    delete from legal_update_obligations
    where id in (select (jsonb_array_elements_text(${list}::jsonb))::int)`);
}

/** Rewrites kept rows; positions move out of the way first (the position key is unique). */
async function updateKeptObligations(
  tx: Db,
  rows: readonly (WantedObligation & { id: number; position: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const data = pgJson(rows);
  await tx.execute(sql`
    update legal_update_obligations set position = -1 - position
    where id in (select (r->>'id')::int from jsonb_array_elements(${data}::jsonb) r)`);
  await tx.execute(sql`
    update legal_update_obligations o set position = r.position, actor = r.actor,
      action = r.action, deadline = r.deadline, citation = r.citation,
      confidence = r.confidence, source = r.source, analyser = r.analyser
    from jsonb_to_recordset(${data}::jsonb) as r(id integer, position integer, actor text,
      action text, deadline date, citation text, confidence real, source text, analyser text)
    where o.id = r.id`);
}

async function insertObligations(
  tx: Db,
  rows: readonly (WantedObligation & { legalUpdateId: number; position: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into legal_update_obligations (legal_update_id, position, actor, action, deadline,
      citation, confidence, source, analyser)
    select r."legalUpdateId", r.position, r.actor, r.action, r.deadline, r.citation,
      r.confidence, r.source, r.analyser
    from jsonb_to_recordset(${pgJson(rows)}::jsonb) as r("legalUpdateId" integer,
      position integer, actor text, action text, deadline date, citation text,
      confidence real, source text, analyser text)`);
}

const analysedList = ({ id, analyser, obligations }: AnalysedObligations): WantedList => ({
  legalUpdateId: id,
  obligations: obligations.map((o) => ({ ...o, source: "ai" as const, analyser })),
});

/**
 * The one write of an analyser's lists, whatever made the analysis (sync, manual update,
 * revision, analysis job, demo seed, backfill): replaces the lists of these updates, keeping the
 * ids of the duties that stay (ADR 0154). The caller
 * has marked them as extracted (obligations_extracted_at, also when none were found) in the
 * statement that stored the analysis, and passes only updates whose list no admin has edited
 * (ADR 0064): the `owned` flag that statement returns. Call inside that statement's transaction.
 */
export async function replaceAnalysedObligations(
  tx: Db,
  items: readonly AnalysedObligations[],
  options: { inserted?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  const lists = items.map(analysedList);
  // Rows inserted by this transaction (`inserted`) have no list yet: nothing to match.
  if (!options.inserted) return await writeObligationLists(tx, lists);
  await insertObligations(
    tx,
    lists.flatMap(({ legalUpdateId, obligations }) =>
      obligations.map((o, position) => ({ ...o, legalUpdateId, position }))
    ),
  );
}

/** The items whose update the marking statement answered as owned (no admin edit). */
export function ownedItems<T extends { id: number }>(
  items: readonly T[],
  marked: readonly { id: number; owned: boolean }[],
): T[] {
  const owned = new Set(marked.filter((row) => row.owned).map((row) => row.id));
  return items.filter((item) => owned.has(item.id));
}

/**
 * Stores the obligations of updates analysed earlier: marks each as extracted and replaces the
 * analyser's list where no admin has edited it. `onlyUnextracted` (the backfill) leaves alone
 * updates extracted meanwhile (a revision re-analysed: newer) or no longer analysed. Call inside
 * a transaction.
 */
export async function storeAnalysedObligations(
  tx: Db,
  items: readonly AnalysedObligations[],
  options: { onlyUnextracted?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  const unextracted = options.onlyUnextracted
    ? sql`and u.analysis_state = 'done' and u.obligations_extracted_at is null`
    : sql``;
  const ids = pgJson(items.map((i) => i.id));
  const marked = rowsOf<{ id: number; owned: boolean }>(
    await tx.execute(sql`
      update legal_updates u set obligations_extracted_at = now()
      where u.id in (select (jsonb_array_elements_text(${ids}::jsonb))::int) ${unextracted}
      returning u.id, u.obligations_edited_at is null as owned`),
  );
  await replaceAnalysedObligations(tx, ownedItems(items, marked));
}

const sameDuty = (a: Obligation, b: Obligation) =>
  a.actor === b.actor && a.action === b.action && a.deadline === b.deadline &&
  a.citation === b.citation;

/** True when `list` is exactly the stored one, in order (saving it would change nothing). */
export function unchangedList(stored: readonly ObligationRow[], list: readonly Obligation[]) {
  return stored.length === list.length &&
    stored.every((row, i) => sameDuty(row, list[i]!) && row.confidence === list[i]!.confidence);
}

/**
 * Saves an admin's list for an update (inside the edit's transaction, the update locked). An
 * entry identical to one of the analyser's keeps source 'ai' and its analyser; any other is the
 * admin's. The update is marked as edited, so re-analysis keeps the list. Saving the list as it
 * is changes nothing, and does not mark it.
 */
export async function saveAdminObligations(
  tx: Db,
  updateId: number,
  options: { obligations: readonly Obligation[]; now: Date },
): Promise<void> {
  const stored = (await obligationsOf(tx, [updateId])).get(updateId) ?? [];
  if (unchangedList(stored, options.obligations)) return;
  const obligations = options.obligations.map((o) => {
    const analysed = stored.find((s) => s.source === "ai" && sameDuty(s, o));
    return {
      ...o,
      source: analysed ? "ai" as const : "admin" as const,
      analyser: analysed?.analyser ?? null,
    };
  });
  // The duties the admin keeps keep their ids (ADR 0154).
  await writeObligationLists(tx, [{ legalUpdateId: updateId, obligations }]);
  await tx.update(legalUpdates).set({ obligationsEditedAt: options.now })
    .where(eq(legalUpdates.id, updateId));
}
