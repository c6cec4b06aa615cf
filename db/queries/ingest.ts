/**
 * The SQL of ingestion that the feed sync, the analysis job and the manual-update route share:
 * bulk inserts deduplicated by the unique sourceUrlKey (never read-then-write) and the analysis
 * state of pending updates. Nothing here reads a whole table.
 */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import type { Category } from "../../domain/categories.ts";
import type { AnalyserKind } from "../../domain/analysers.ts";
import type { AnalysisState } from "../../domain/legal_updates.ts";
import type { Obligation } from "../../domain/obligations.ts";
import { legalUpdates } from "../schema.ts";
import { pgJson } from "./json_param.ts";
import type { ChangeReview } from "./report_changes.ts";
import { jsonChunks, statementLimits, statementPacer } from "./json_chunks.ts";
import { type AnalysedObligations, ownedItems, replaceAnalysedObligations } from "./obligations.ts";

/**
 * The analyser's record of an update's first analysis (ADR 0058): what it said,
 * which analyser and model, and when. Written once; reviewer edits and re-analyses keep it.
 */
export interface AnalysisRecord {
  aiCategoryOriginal: Category;
  analysedBy: AnalyserKind;
  /** The Gemini model id; null for the offline rules. */
  analysisModel: string | null;
  analysedAt: Date;
}

/** Which analyser the obligations of an analysis are credited to: the model, or the rules. */
function obligationsAnalyser(record: Partial<Omit<AnalysisRecord, "aiCategoryOriginal">>): string {
  return record.analysisModel ?? record.analysedBy ?? "";
}

/**
 * The change a new update joins as it is stored (workers/dedup/insert_grouped.ts, ADR 0188): its
 * primary, and that change's review, which its reports share (an approved change's new report is
 * approved with it).
 */
export interface JoinedChange extends ChangeReview {
  primaryId: number;
}

/**
 * A legal update to create (status pending, unless it joins a change); analysed ones carry the
 * analyser's record.
 */
export interface NewUpdate extends Partial<AnalysisRecord> {
  title: string;
  content: string;
  sourceUrl: string;
  /** normaliseUrl(sourceUrl): the dedupe key. */
  sourceUrlKey: string;
  publishDate: Date;
  jurisdictionId: number | null;
  rssSourceId: number | null;
  /** Free-text source name (manual updates). */
  source?: string | null;
  aiSummary?: string | null;
  aiCategory?: Category | null;
  analysisState?: AnalysisState;
  /**
   * The analysis's obligations, stored with the row when it is inserted: set on every analysed row
   * (empty when it states none), so that the row counts as extracted.
   */
  obligations?: readonly Obligation[];
  /** SHA-256 of the title and content as the feed gave them (feeds/content_hash.ts). */
  contentHash?: string | null;
  /** The change it joins; absent: a change of its own. */
  joins?: JoinedChange | null;
}

/**
 * Inserts updates as pending, in statements of jsonChunks (smaller on PGlite), skipping any whose sourceUrlKey
 * exists (ON CONFLICT DO NOTHING, so concurrent syncs cannot both insert one). Answers the ids of
 * the rows actually inserted. The rows travel as one JSON parameter (jsonb_to_recordset): the
 * query builder spends longer building a 500-row VALUES list than Postgres spends inserting it.
 */
export async function insertNewUpdates(db: Db, rows: readonly NewUpdate[]): Promise<number[]> {
  return (await insertNewUpdatesKeyed(db, rows)).map((row) => row.id);
}

/** {@link insertNewUpdates}, answering each inserted row's id with its sourceUrlKey. */
export async function insertNewUpdatesKeyed(
  db: Db,
  rows: readonly NewUpdate[],
): Promise<{ id: number; key: string }[]> {
  // From here on: the work before the first statement counts towards the first slice.
  const pace = statementPacer();
  const ids: { id: number; key: string }[] = [];
  // Obligations are stored by key after their row's insert, in the same transaction; the insert
  // marks an analysed row as extracted, also when it states none.
  // The first row of a key is the one inserted (ON CONFLICT skips the later ones).
  const analysedByKey = new Map<string, NewUpdate>();
  for (const row of rows) {
    if (row.obligations !== undefined && !analysedByKey.has(row.sourceUrlKey)) {
      analysedByKey.set(row.sourceUrlKey, row);
    }
  }
  // Each chunk's rows lose their obligations as the chunk is made, not all rows up front.
  const plain = (function* () {
    for (const { obligations, joins, ...row } of rows) {
      yield { ...row, ...joins, extracted: obligations !== undefined };
    }
  })();
  for (const chunk of jsonChunks(plain, statementLimits(db))) {
    await pace();
    const inserted = analysedByKey.size > 0
      ? await db.transaction((tx) => insertChunk(tx, chunk, analysedByKey))
      : await insertChunk(db, chunk, analysedByKey);
    ids.push(...inserted);
  }
  return ids;
}

async function insertChunk(
  db: Db,
  json: string,
  analysedByKey: ReadonlyMap<string, NewUpdate>,
) {
  const inserted = rowsOf<{ id: number; key: string }>(
    await db.execute(sql`
      insert into legal_updates (title, content, source_url, source_url_key, publish_date,
        jurisdiction_id, rss_source_id, source, ai_summary, ai_category, analysis_state, status,
        ai_category_original, analysed_by, analysis_model, analysed_at, content_hash,
        obligations_extracted_at, primary_id, approved_at, reviewed_by, reviewed_at)
      select r.title, r.content, r."sourceUrl", r."sourceUrlKey", r."publishDate",
        r."jurisdictionId", r."rssSourceId", r.source, r."aiSummary", r."aiCategory",
        coalesce(r."analysisState", 'pending'), coalesce(r.status, 'pending'),
        r."aiCategoryOriginal", r."analysedBy", r."analysisModel", r."analysedAt",
        r."contentHash", case when r.extracted then now() end, r."primaryId", r."approvedAt",
        r."reviewedBy", r."reviewedAt"
      from jsonb_to_recordset(${json}::jsonb) as r(title text, content text,
        "sourceUrl" text, "sourceUrlKey" text, "publishDate" timestamptz,
        "jurisdictionId" integer, "rssSourceId" integer, source text, "aiSummary" text,
        "aiCategory" text, "analysisState" text, "aiCategoryOriginal" text,
        "analysedBy" text, "analysisModel" text, "analysedAt" timestamptz,
        "contentHash" text, extracted boolean, "primaryId" integer, status text,
        "approvedAt" timestamptz, "reviewedBy" text, "reviewedAt" timestamptz)
      on conflict (source_url_key) do nothing
      returning id, source_url_key as key`),
  );
  const analysed: AnalysedObligations[] = inserted.flatMap(({ id, key }) => {
    const row = analysedByKey.get(key);
    return row?.obligations
      ? [{ id, analyser: obligationsAnalyser(row), obligations: row.obligations }]
      : [];
  });
  // New rows: no admin has edited their lists, and they have none to replace.
  await replaceAnalysedObligations(db, analysed, { inserted: true });
  return inserted;
}

/** The id of the update with this dedupe key, or null. */
export async function findUpdateIdByKey(db: Db, sourceUrlKey: string): Promise<number | null> {
  const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates)
    .where(eq(legalUpdates.sourceUrlKey, sourceUrlKey));
  return row?.id ?? null;
}

/** An update waiting for analysis. */
export interface PendingAnalysis {
  id: number;
  title: string;
  content: string;
  publishDate: Date;
}

/** Which updates a batch of the analysis job claims. */
export interface PendingAnalysisQuery {
  /** Keyset cursor: only ids above it, so one pass visits each row once. */
  afterId: number;
  limit: number;
  /** Also take failed analyses with fewer than maxAttempts attempts. */
  includeFailed: boolean;
  maxAttempts: number;
  /** How long the claim lasts (the database's clock); storing the result releases it. */
  claimMs: number;
}

/**
 * Claims the next batch of updates to analyse, in id order, in one statement: rows another
 * worker holds are skipped (FOR UPDATE SKIP LOCKED, then the claim), so that any number of
 * workers analyse side by side and none analyses a row twice. An expired claim is free again.
 */
export function pendingAnalysisBatch(db: Db, q: PendingAnalysisQuery): Promise<PendingAnalysis[]> {
  const pending = eq(legalUpdates.analysisState, "pending");
  const state = q.includeFailed
    ? or(
      pending,
      and(
        eq(legalUpdates.analysisState, "failed"),
        lt(legalUpdates.analysisAttempts, q.maxAttempts),
      ),
    )
    : pending;
  const free = or(
    isNull(legalUpdates.analysisClaimedUntil),
    lt(legalUpdates.analysisClaimedUntil, sql`clock_timestamp()`),
  );
  const batch = db.select({ id: legalUpdates.id }).from(legalUpdates)
    .where(and(gt(legalUpdates.id, q.afterId), state, free))
    .orderBy(asc(legalUpdates.id))
    .limit(q.limit)
    .for("update", { skipLocked: true });
  return db.update(legalUpdates)
    .set({
      analysisClaimedUntil:
        sql`clock_timestamp() + ${q.claimMs}::integer * interval '1 millisecond'`,
    })
    .where(inArray(legalUpdates.id, batch))
    .returning({
      id: legalUpdates.id,
      title: legalUpdates.title,
      content: legalUpdates.content,
      publishDate: legalUpdates.publishDate,
    })
    // UPDATE … RETURNING keeps no order: the pass's cursor needs id order.
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** The analysis of one update, to store, with who made it and when. */
export interface AnalysisResult extends Omit<AnalysisRecord, "aiCategoryOriginal"> {
  id: number;
  summary: string;
  category: Category;
  obligations: readonly Obligation[];
}

/**
 * Stores analyses in one transaction (one JSON parameter per statement). A non-empty aiSummary
 * or a category already there (an admin edited the update while it waited) is kept, and so is an
 * obligations list an admin edited. Rows already done are left alone. The analyser's record is
 * written by the first analysis only: a re-analysis keeps it.
 */
export async function storeAnalyses(db: Db, results: readonly AnalysisResult[]): Promise<void> {
  if (results.length === 0) return;
  const values = pgJson(results.map(({ obligations: _o, ...result }) => result));
  await db.transaction(async (tx) => {
    const stored = rowsOf<{ id: number; owned: boolean }>(
      await tx.execute(sql`
        update legal_updates as u set
          ai_summary = coalesce(nullif(btrim(u.ai_summary), ''), v.summary),
          ai_category = coalesce(u.ai_category, v.category),
          analysis_state = 'done',
          analysis_attempts = u.analysis_attempts + 1,
          analysis_claimed_until = null,
          ai_category_original = coalesce(u.ai_category_original, v.category),
          analysed_by = case when u.ai_category_original is null then v."analysedBy"
            else u.analysed_by end,
          analysis_model = case when u.ai_category_original is null then v."analysisModel"
            else u.analysis_model end,
          analysed_at = case when u.ai_category_original is null then v."analysedAt"
            else u.analysed_at end,
          obligations_extracted_at = now()
        from jsonb_to_recordset(${values}::jsonb) as v(id integer, summary text, category text,
          "analysedBy" text, "analysisModel" text, "analysedAt" timestamptz)
        where u.id = v.id and u.analysis_state <> 'done'
        returning u.id, u.obligations_edited_at is null as owned`),
    );
    const analysed = results.map((r) => ({
      id: r.id,
      analyser: obligationsAnalyser(r),
      obligations: r.obligations,
    }));
    await replaceAnalysedObligations(tx, ownedItems(analysed, stored));
  });
}

/** Marks analyses as failed, counting the attempt; the job retries them later. */
export async function recordAnalysisFailures(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(legalUpdates).set({
    analysisState: "failed",
    analysisAttempts: sql`${legalUpdates.analysisAttempts} + 1`,
    analysisClaimedUntil: null,
  }).where(and(inArray(legalUpdates.id, [...ids]), sql`${legalUpdates.analysisState} <> 'done'`));
}
