/**
 * The SQL of ingestion that the feed sync, the analysis job and the manual-update route share:
 * bulk inserts deduplicated by the unique sourceUrlKey (never read-then-write) and the analysis
 * state of pending updates. Nothing here reads a whole table.
 */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import type { Category } from "../../domain/categories.ts";
import type { AnalysisState } from "../../domain/legal_updates.ts";
import { legalUpdates } from "../schema.ts";

/** Rows per INSERT statement. */
export const INSERT_CHUNK = 500;

// Between two statements of a long batch: a setTimeout(0) turn of the event loop. Embedded
// PGlite runs each statement on the main thread and answers without one, so that 40 chunks
// of a 20,000-item feed would otherwise hold every request for seconds.
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A legal update to create (status pending). */
export interface NewUpdate {
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
}

/**
 * JSON that Postgres' jsonb accepts: it refuses \u0000 and unpaired surrogates (a text column
 * could not hold them either), so NULs are dropped and lone surrogates become U+FFFD.
 */
export function pgJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (typeof v !== "string") return v;
    const text = v.isWellFormed() ? v : v.toWellFormed();
    return text.includes("\0") ? text.replaceAll("\0", "") : text;
  });
}

/**
 * Inserts updates as pending, INSERT_CHUNK rows per statement, skipping any whose sourceUrlKey
 * exists (ON CONFLICT DO NOTHING, so concurrent syncs cannot both insert one). Answers the ids of
 * the rows actually inserted. The rows travel as one JSON parameter (jsonb_to_recordset): the
 * query builder spends longer building a 500-row VALUES list than Postgres spends inserting it.
 */
export async function insertNewUpdates(db: Db, rows: readonly NewUpdate[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    if (start > 0) await nextTurn();
    const chunk = pgJson(rows.slice(start, start + INSERT_CHUNK));
    const inserted = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into legal_updates (title, content, source_url, source_url_key, publish_date,
          jurisdiction_id, rss_source_id, source, ai_summary, ai_category, analysis_state, status)
        select r.title, r.content, r."sourceUrl", r."sourceUrlKey", r."publishDate",
          r."jurisdictionId", r."rssSourceId", r.source, r."aiSummary", r."aiCategory",
          coalesce(r."analysisState", 'pending'), 'pending'
        from jsonb_to_recordset(${chunk}::jsonb) as r(title text, content text,
          "sourceUrl" text, "sourceUrlKey" text, "publishDate" timestamptz,
          "jurisdictionId" integer, "rssSourceId" integer, source text, "aiSummary" text,
          "aiCategory" text, "analysisState" text)
        on conflict (source_url_key) do nothing
        returning id`),
    );
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

/**
 * Which of these dedupe keys are stored already: an index lookup of at most the keys given (one
 * feed's items), never a scan. Lets the sync skip analysing known items; the unique index, not
 * this read, is what keeps duplicates out.
 */
export async function existingKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += INSERT_CHUNK) {
    if (start > 0) await nextTurn();
    const chunk = pgJson(keys.slice(start, start + INSERT_CHUNK));
    const rows = rowsOf<{ key: string }>(
      await db.execute(sql`
        select source_url_key as key from legal_updates
        where source_url_key in (select jsonb_array_elements_text(${chunk}::jsonb))`),
    );
    for (const row of rows) found.add(row.key);
  }
  return found;
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
    .returning({ id: legalUpdates.id, title: legalUpdates.title, content: legalUpdates.content })
    // UPDATE … RETURNING keeps no order: the pass's cursor needs id order.
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** The analysis of one update, to store. */
export interface AnalysisResult {
  id: number;
  summary: string;
  category: Category;
}

/**
 * Stores analyses in one statement (one JSON parameter). A non-empty aiSummary or a category
 * already there (an admin edited the update while it waited) is kept. Rows already done are left
 * alone.
 */
export async function storeAnalyses(db: Db, results: readonly AnalysisResult[]): Promise<void> {
  if (results.length === 0) return;
  const values = pgJson(results);
  await db.execute(sql`
    update legal_updates as u set
      ai_summary = coalesce(nullif(btrim(u.ai_summary), ''), v.summary),
      ai_category = coalesce(u.ai_category, v.category),
      analysis_state = 'done',
      analysis_attempts = u.analysis_attempts + 1,
      analysis_claimed_until = null
    from jsonb_to_recordset(${values}::jsonb) as v(id integer, summary text, category text)
    where u.id = v.id and u.analysis_state <> 'done'`);
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
