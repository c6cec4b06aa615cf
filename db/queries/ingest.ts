/**
 * The SQL of ingestion that the feed sync, the analysis job and the manual-update route share:
 * bulk inserts deduplicated by the unique sourceUrlKey (never read-then-write), the legislative
 * terms setting, and the analysis state of pending updates. Nothing here reads a whole table.
 */
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type AnalysisState, globalSettings, legalUpdates } from "../schema.ts";

/** global_settings key of the legislative filter terms (a JSON array of strings). */
export const LEGISLATIVE_TERMS_SETTING = "legislative_terms";

/** Rows per INSERT statement: about 4,000 parameters, well under Postgres' 65,535. */
export const INSERT_CHUNK = 500;

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
  aiCategory?: string | null;
  analysisState?: AnalysisState;
}

/**
 * Inserts updates as pending, in multi-row statements of INSERT_CHUNK rows, skipping any whose
 * sourceUrlKey exists (ON CONFLICT DO NOTHING, so concurrent syncs cannot both insert one).
 * Answers the ids of the rows actually inserted.
 */
export async function insertNewUpdates(db: Db, rows: readonly NewUpdate[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({
      ...row,
      status: "pending" as const,
    }));
    const inserted = await db.insert(legalUpdates).values(chunk)
      .onConflictDoNothing({ target: legalUpdates.sourceUrlKey })
      .returning({ id: legalUpdates.id });
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

/** The id of the update with this dedupe key, or null. */
export async function findUpdateIdByKey(db: Db, sourceUrlKey: string): Promise<number | null> {
  const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates)
    .where(eq(legalUpdates.sourceUrlKey, sourceUrlKey));
  return row?.id ?? null;
}

/**
 * The global legislative terms, or null when the setting is absent or not an array of strings
 * (the caller then falls back to the defaults).
 */
export async function readLegislativeTerms(db: Db): Promise<string[] | null> {
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings)
    .where(eq(globalSettings.key, LEGISLATIVE_TERMS_SETTING));
  const value = row?.value;
  if (!Array.isArray(value) || !value.every((t) => typeof t === "string")) return null;
  return value;
}

/** An update waiting for analysis. */
export interface PendingAnalysis {
  id: number;
  title: string;
  content: string;
}

/** Which updates a batch of the analysis job takes. */
export interface PendingAnalysisQuery {
  /** Keyset cursor: only ids above it, so one pass visits each row once. */
  afterId: number;
  limit: number;
  /** Also take failed analyses with fewer than maxAttempts attempts. */
  includeFailed: boolean;
  maxAttempts: number;
}

/** The next batch of updates to analyse, in id order. */
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
  return db.select({ id: legalUpdates.id, title: legalUpdates.title, content: legalUpdates.content })
    .from(legalUpdates)
    .where(and(gt(legalUpdates.id, q.afterId), state))
    .orderBy(asc(legalUpdates.id))
    .limit(q.limit);
}

/** The analysis of one update, to store. */
export interface AnalysisResult {
  id: number;
  summary: string;
  category: string;
}

/**
 * Stores analyses in one statement. A non-empty aiSummary or aiCategory already there (an admin
 * edited the update while it waited) is kept. Rows already done are left alone.
 */
export async function storeAnalyses(db: Db, results: readonly AnalysisResult[]): Promise<void> {
  if (results.length === 0) return;
  const values = sql.join(
    results.map((r) => sql`(${r.id}::integer, ${r.summary}::text, ${r.category}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update legal_updates as u set
      ai_summary = coalesce(nullif(btrim(u.ai_summary), ''), v.summary),
      ai_category = coalesce(nullif(btrim(u.ai_category), ''), v.category),
      analysis_state = 'done',
      analysis_attempts = u.analysis_attempts + 1
    from (values ${values}) as v(id, summary, category)
    where u.id = v.id and u.analysis_state <> 'done'`);
}

/** Marks analyses as failed, counting the attempt; the job retries them later. */
export async function recordAnalysisFailures(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(legalUpdates).set({
    analysisState: "failed",
    analysisAttempts: sql`${legalUpdates.analysisAttempts} + 1`,
  }).where(and(inArray(legalUpdates.id, [...ids]), sql`${legalUpdates.analysisState} <> 'done'`));
}
