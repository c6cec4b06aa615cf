/**
 * The stored features of reports (legal_update_features, issue 27): written with a report, read
 * back as the candidates of a batch of new reports in one indexed query (ADR 0141; the bands in
 * legal_update_bands, ADR 0158; a copy's by the report it copies, ADR 0176). The
 * shapes are plain (bytes, arrays): workers/dedup/ turns them into and out of its own types.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { jsonChunks, statementLimits, statementPacer } from "./json_chunks.ts";
import { pgJson } from "./json_param.ts";

/** The features of one report as stored. */
export interface StoredFeatures {
  legalUpdateId: number;
  /** 128 uint32 values, little-endian. */
  signature: Uint8Array;
  /** The LSH band hashes, as int32. */
  bands: number[];
  ownKeys: string[];
  matchKeys: string[];
  variant: string;
  titleNumbers: string[];
  titleWords: string[];
  /** The key facts (`date:…`, `rate:…`, `sum:…`); a report holding its bands is found by them. */
  keyFacts: string[];
  day: number;
  jurisdiction: string | null;
  official: boolean;
  /** A hash of what a copy shares (workers/dedup/copies.ts). */
  copyKey: number;
  /** The report holding this one's bands (it is a copy of it); null: it holds its own. */
  copyOf: number | null;
}

/** What the rule reads of a stored report (the bands and keys are for finding it). */
export type FeatureColumns = Omit<StoredFeatures, "bands" | "matchKeys" | "copyKey" | "copyOf">;

/** A stored report that may be one change with a new one, with its change. */
export interface CandidateReport extends FeatureColumns {
  /** Its change: its primary's id (its own when it is the primary). */
  changeId: number;
}

/**
 * A new report's key facts, and what a stored report stating one of them must also be to be
 * read as its candidate: published between the report's window days, of its variant and of its
 * jurisdiction (or of none), its title holding one of `titleWords` (ADR 0186).
 */
export interface FactLookup {
  facts: readonly string[];
  fromDay: number;
  toDay: number;
  titleWords: readonly string[];
  jurisdiction: string | null;
  variant: string;
}

/** What a batch of new reports asks for. */
export interface CandidateQuery {
  /** Every band hash of the batch: a shared band makes a near-duplicate candidate. */
  bands: readonly number[];
  /** The days of the near-duplicate window: a text candidate is published between them. */
  fromDay: number;
  toDay: number;
  /**
   * The key facts of each report of the batch, with its own day window (a batch spans weeks, and
   * a common date in the batch's whole span pulls in hundreds) and what else the rule "one
   * change by its key facts" needs of a stored report (a common date in a busy week otherwise
   * brings every report stating it).
   */
  facts: readonly FactLookup[];
  /** Every match key of the batch: a shared act makes a candidate whatever its day. */
  keys: readonly string[];
  /**
   * A band shared by more stored reports than this finds none of them, and a key fact or an act
   * finds at most this many (the first stored): a flood of one text or one act is not read whole
   * for every batch (ADR 0190).
   */
  crowded: number;
}

/** A PostgreSQL array literal of texts, each quoted (a parameter, so nothing is spliced in). */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;
}

/**
 * Stores the features of new reports and the bands and fact rows of those that hold their own
 * (a statement per jsonChunks chunk, handing the event loop back between them; a report's
 * features are written once, and its bands and facts only with them; a copy has none, ADR 0176,
 * ADR 0184).
 */
export async function insertFeatures(db: Db, rows: Iterable<StoredFeatures>): Promise<void> {
  const pace = statementPacer();
  const values = Iterator.from(rows).map((r) => ({ ...r, signature: r.signature.toHex() }));
  for (const json of jsonChunks(values, statementLimits(db))) {
    await pace();
    await insertFeaturesChunk(db, json);
  }
}

async function insertFeaturesChunk(db: Db, json: string): Promise<void> {
  await db.execute(sql`
    with added as (
      insert into legal_update_features (legal_update_id, signature, bands, own_keys, match_keys,
        variant, title_numbers, title_words, key_facts, day, jurisdiction, official, copy_key,
        copy_of)
      select r."legalUpdateId", decode(r.signature, 'hex'), r.bands, r."ownKeys", r."matchKeys",
        r.variant, r."titleNumbers", r."titleWords", r."keyFacts", r.day, r.jurisdiction,
        r.official, r."copyKey", r."copyOf"
      from jsonb_to_recordset(${json}::jsonb) as r("legalUpdateId" integer, signature text,
        bands integer[], "ownKeys" text[], "matchKeys" text[], variant text,
        "titleNumbers" text[], "titleWords" text[], "keyFacts" text[], day integer,
        jurisdiction text, official boolean, "copyKey" integer, "copyOf" integer)
      on conflict (legal_update_id) do nothing
      returning legal_update_id, bands, key_facts, day, copy_of),
    facts as (
      insert into legal_update_fact_keys (fact, day, legal_update_id)
      select distinct k.fact, a.day, a.legal_update_id
      from added a, unnest(a.key_facts) as k(fact)
      where a.copy_of is null
      on conflict do nothing)
    insert into legal_update_bands (band_hash, day, legal_update_id)
    select distinct b.band_hash, a.day, a.legal_update_id
    from added a, unnest(a.bands) as b(band_hash)
    where a.copy_of is null
    on conflict do nothing`);
}

// What the rule reads, and the report's change (its primary's id), probed per row by primary key:
// a join let the planner read the whole legal_updates index for a few hundred rows.
const CANDIDATE_COLUMNS = sql`f.legal_update_id as "legalUpdateId", f.signature,
  f.own_keys as "ownKeys", f.variant, f.title_numbers as "titleNumbers",
  f.title_words as "titleWords", f.key_facts as "keyFacts", f.day, f.jurisdiction, f.official,
  (select coalesce(u.primary_id, u.id) from legal_updates u where u.id = f.legal_update_id)
    as "changeId"`;

function candidatesOf(rows: CandidateReport[]): CandidateReport[] {
  return rows.map((r) => ({ ...r, signature: new Uint8Array(r.signature) }));
}

/**
 * The stored reports holding their bands whose copy key is one of `copyKeys` (one index probe
 * each): the reports a batch's new reports may be copies of (ADR 0176).
 */
export async function copyCandidates(
  db: Db,
  copyKeys: readonly number[],
): Promise<CandidateReport[]> {
  if (copyKeys.length === 0) return [];
  return candidatesOf(rowsOf<CandidateReport>(
    await db.execute(sql`
      select ${CANDIDATE_COLUMNS} from legal_update_features f
      where f.copy_key = any(${`{${copyKeys.join(",")}}`}::integer[]) and f.copy_of is null`),
  ));
}

/**
 * The stored reports sharing a band or a key fact (within the day window) or an act with a batch,
 * in one statement for the whole batch (ADR 0158), at most `crowded` by each (ADR 0190): the band
 * and fact rows by their primary keys (each band `band_hash = … and day between …`, index only,
 * and left out when more than `crowded` stored reports share it; a fact likewise in its report's
 * own window, ADR 0184, then kept only when the rule by facts could join it, ADR 0186),
 * the acts by the GIN index over match keys (no window: never the facts, a common date would pull
 * in every report).
 * Reports of one change with the same features (copies of one text: a syndicated press release,
 * identical feeds) compare alike, so only one of them is answered: a batch of copies of stored
 * reports reads one row per change.
 */
export async function candidateReports(db: Db, q: CandidateQuery): Promise<CandidateReport[]> {
  if (q.bands.length === 0 && q.keys.length === 0 && q.facts.length === 0) return [];
  // The ids found go in as an array (`= any(array(…))`): the planner then probes the features by
  // primary key for each. Joined, it expected a row per band value (thousands, where a few hundred
  // come) and read the whole features table instead (ADR 0176). The band
  // estimates are close, so the band lookup needs no forcing: at a few thousand rows a scan of
  // the table is the cheaper plan, and the planner takes it.
  const rows = rowsOf<CandidateReport>(
    await db.execute(sql`
      select distinct on ("changeId", f.signature, f.own_keys, f.variant, f.title_numbers,
          f.title_words, f.key_facts, f.day, f.jurisdiction, f.official)
        ${CANDIDATE_COLUMNS}
      from legal_update_features f
      where f.legal_update_id = any(array(
          select u.legal_update_id
          from unnest(${`{${q.bands.join(",")}}`}::integer[]) as q(band_hash)
          -- OFFSET 0 keeps the band's probe in its subquery: pulled up, the planner probed the
          -- index twice per band (once for the count, once for the ids).
          cross join lateral (
            select array(
              select b.legal_update_id from legal_update_bands b
              where b.band_hash = q.band_hash and b.day between ${q.fromDay} and ${q.toDay}
              limit ${q.crowded + 1}) as ids offset 0) g
          cross join lateral unnest(g.ids) as u(legal_update_id)
          where cardinality(g.ids) <= ${q.crowded}
          union
          select c.legal_update_id
          from jsonb_to_recordset(${pgJson(q.facts)}::jsonb)
            as l(facts text[], "fromDay" integer, "toDay" integer, "titleWords" text[],
              jurisdiction text, variant text)
          cross join lateral (
            select x.legal_update_id from legal_update_fact_keys x
            join legal_update_features w on w.legal_update_id = x.legal_update_id
            where x.fact = any(l.facts) and x.day between l."fromDay" and l."toDay"
              and w.title_words && l."titleWords" and w.variant = l.variant
              and (w.jurisdiction = l.jurisdiction or w.jurisdiction is null
                or l.jurisdiction is null)
            -- A fence: each report's rows by the fact index, then its features by primary key
            -- (flattened, the planner hashed the whole features table to check the words).
            limit ${q.crowded} offset 0) c
          union
          select k.legal_update_id
          from unnest(${textArray(q.keys)}::text[]) as m(key)
          cross join lateral (
            select k.legal_update_id from legal_update_features k
            where k.match_keys @> array[m.key]
            order by k.legal_update_id
            limit ${q.crowded}) k))`),
  );
  return candidatesOf(rows);
}

/** A report of a change, with what the primary rule and the change's status read. */
export interface ChangeMember {
  id: number;
  primaryId: number | null;
  official: boolean;
  publishDate: Date;
  status: UpdateStatus;
  approvedAt: Date | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
}

/**
 * Every report of the changes whose ids are given (a change's id is its primary's), locked for
 * update (in id order, so that concurrent calls cannot deadlock). A report without stored features
 * (stored before issue 27) is not official.
 */
export function membersOfChanges(db: Db, changeIds: readonly number[]) {
  return lockedReports(db, { changeIds });
}

/**
 * Reports locked for update, as {@link membersOfChanges}: every report of `changeIds`, or with
 * `reportIds` those reports only.
 */
export async function lockedReports(
  db: Db,
  which: { changeIds: readonly number[] } | { reportIds: readonly number[] },
): Promise<ChangeMember[]> {
  const list = "changeIds" in which ? which.changeIds : which.reportIds;
  if (list.length === 0) return [];
  const ids = `{${list.join(",")}}`;
  const alsoMembers = "changeIds" in which ? sql`or u.primary_id = any(${ids}::integer[])` : sql``;
  const rows = rowsOf<ChangeMember & { publishDate: Date | string }>(
    await db.execute(sql`
      select u.id, u.primary_id as "primaryId", coalesce(f.official, false) as official,
        u.publish_date as "publishDate", u.status, u.approved_at as "approvedAt",
        u.reviewed_by as "reviewedBy", u.reviewed_at as "reviewedAt"
      from legal_updates u
      left join legal_update_features f on f.legal_update_id = u.id
      where u.id = any(${ids}::integer[]) ${alsoMembers}
      order by u.id
      for update of u`),
  );
  // Raw statements answer timestamps as text on some drivers.
  const date = (v: Date | string | null) => v === null ? null : new Date(v);
  return rows.map((r): ChangeMember => ({
    ...r,
    publishDate: new Date(r.publishDate),
    approvedAt: date(r.approvedAt),
    reviewedAt: date(r.reviewedAt),
  }));
}

/** The advisory lock of grouping: one grouping at a time, so two syncs never split a change. */
const GROUPING_LOCK = 27_0027;

/** Takes the grouping lock until the transaction ends. */
export async function lockGrouping(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GROUPING_LOCK})`);
}

/** A stored report without features: what computing them reads (the features backfill). */
export interface FeaturelessReport {
  id: number;
  title: string;
  content: string;
  sourceUrl: string;
  publishDate: Date;
  jurisdictionId: number | null;
  /** Its source's format and type; null for a manual update or a deleted source. */
  format: string | null;
  sourceType: string | null;
}

/**
 * The next `limit` reports with ids above `afterId` that have no stored features (stored before
 * issue 27), in id order: a keyset, so one pass visits each once; an anti-join on the features'
 * primary key.
 */
export async function featurelessReports(
  db: Db,
  options: { afterId: number; limit: number },
): Promise<FeaturelessReport[]> {
  const rows = rowsOf<FeaturelessReport & { publishDate: Date | string }>(
    await db.execute(sql`
      select u.id, u.title, u.content, u.source_url as "sourceUrl",
        u.publish_date as "publishDate", u.jurisdiction_id as "jurisdictionId",
        s.format, s.source_type as "sourceType"
      from legal_updates u
      left join rss_sources s on s.id = u.rss_source_id
      where u.id > ${options.afterId}
        and not exists (select 1 from legal_update_features f where f.legal_update_id = u.id)
      order by u.id
      limit ${options.limit}`),
  );
  return rows.map((r) => ({ ...r, publishDate: new Date(r.publishDate) }));
}
