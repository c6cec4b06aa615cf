/**
 * The sources as a work queue that any number of worker processes share (ADR 0052):
 * a worker claims a batch of due sources in one statement (FOR UPDATE SKIP LOCKED, so
 * two claimers never take the same row), syncs them, and writes each result together with the
 * source's next time while releasing the claim. A claim lasts a few minutes; a crashed worker's
 * claims expire and the sources are free again.
 *
 * Two clocks, on purpose: when a source is due is the application's clock (`now`, which tests
 * move, as the due rule always was); when a claim expires is the database's clock, so that
 * workers with skewed clocks agree on who holds what.
 */
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { jurisdictions, rssSources } from "../schema.ts";
import { timestamp } from "../sql.ts";
import type { SourceToSync } from "./sources.ts";
import type { SyncIntervalReason } from "../../domain/sync_schedule.ts";

/** Who claims: a worker's id (one per process) and how long its claims last. */
export interface Claimer {
  holder: string;
  claimMs: number;
}

/** The columns a sync needs, as {@link SourceToSync}. */
export const SOURCE_TO_SYNC = {
  id: rssSources.id,
  name: rssSources.name,
  url: rssSources.url,
  sourceType: rssSources.sourceType,
  legislativeFilter: rssSources.legislativeFilter,
  format: rssSources.format,
  selector: rssSources.selector,
  fetchFullText: rssSources.fetchFullText,
  jurisdictionId: rssSources.jurisdictionId,
  etag: rssSources.etag,
  lastModified: rssSources.lastModified,
  consecutiveErrors: rssSources.consecutiveErrors,
  syncFrequency: sql<number>`(select ${jurisdictions.syncFrequency} from ${jurisdictions}
    where ${jurisdictions.id} = ${rssSources.jurisdictionId})`.mapWith(Number),
  recentItemDates: rssSources.recentItemDates,
  feedRefreshSeconds: rssSources.feedRefreshSeconds,
  apiKeyEncrypted: rssSources.apiKeyEncrypted,
  readCursor: rssSources.readCursor,
  language: rssSources.language,
};

const dbNow = sql`clock_timestamp()`;
const claimEnd = (ms: number) => sql`clock_timestamp() + ${ms}::integer * interval '1 millisecond'`;
/** Nobody holds the source: never claimed, released, or the claim has expired. */
const unclaimed = or(isNull(rssSources.claimedUntil), lt(rssSources.claimedUntil, dbNow))!;
/** Only active sources of active jurisdictions are ever synced. */
const activeSource: SQL = sql`${rssSources.isActive} and exists (
  select 1 from ${jurisdictions}
  where ${jurisdictions.id} = ${rssSources.jurisdictionId} and ${jurisdictions.isActive})`;

/**
 * Claims up to `limit` due, unclaimed sources, the longest-due first (so none is starved), in
 * one statement. Answers the claimed sources.
 */
export function claimDueSources(
  db: Db,
  claimer: Claimer,
  options: { limit: number; now: Date },
): Promise<SourceToSync[]> {
  const due = db.select({ id: rssSources.id }).from(rssSources)
    .where(and(
      sql`${rssSources.nextSyncAt} <= ${timestamp(options.now)}`,
      unclaimed,
      activeSource,
    ))
    .orderBy(asc(rssSources.nextSyncAt), asc(rssSources.id))
    .limit(Math.max(1, options.limit))
    .for("update", { skipLocked: true });
  return db.update(rssSources)
    .set({ claimedUntil: claimEnd(claimer.claimMs), claimedBy: claimer.holder })
    .where(inArray(rssSources.id, due))
    .returning(SOURCE_TO_SYNC);
}

/**
 * Claims one source whether it is due or not (the per-source sync button). Answers null when it
 * is inactive, missing, or claimed by a worker syncing it now.
 */
export async function claimSource(
  db: Db,
  claimer: Claimer,
  id: number,
): Promise<SourceToSync | null> {
  const [row] = await db.update(rssSources)
    .set({ claimedUntil: claimEnd(claimer.claimMs), claimedBy: claimer.holder })
    .where(and(eq(rssSources.id, id), unclaimed, activeSource))
    .returning(SOURCE_TO_SYNC);
  return row ?? null;
}

/** The schedule's decision (workers/feeds/schedule/next_read.ts), as the queue records it. */
export interface ReadSchedule {
  nextAt: Date;
  intervalSeconds: number;
  reason: SyncIntervalReason;
}

/** The result of one source's sync, as the queue records it. */
export type SyncResult =
  | {
    ok: true;
    at: Date;
    etag: string | null;
    lastModified: string | null;
    schedule: ReadSchedule;
    /** The activity and the feed's own refresh interval, kept for the next decisions. */
    recentItemDates: string[];
    feedRefreshSeconds: number | null;
  }
  | {
    ok: false;
    at: Date;
    error: string;
    /** The FetchProblem code users read (domain/fetch_problem.ts). */
    problem: string;
    consecutiveErrors: number;
    retryAfter: Date;
    /** A 429 or 503 that asked to wait: the schedule's decision; else the backoff decides. */
    schedule?: ReadSchedule;
  };

/** The schedule columns of a decision. */
function scheduleColumns(schedule: ReadSchedule) {
  return {
    nextSyncAt: schedule.nextAt,
    syncIntervalSeconds: schedule.intervalSeconds,
    syncIntervalReason: schedule.reason,
  };
}

/**
 * Records a sync's result and the source's next time, and releases the claim if it is still
 * `holder`'s, in one statement. After a success the schedule decides the next time (issue 26);
 * after a failure, the backoff (workers/feeds/backoff.ts), or the schedule when a 429 or 503
 * asked to wait (its Retry-After).
 */
export async function finishSourceSync(
  db: Db,
  source: { id: number; holder: string | null },
  result: SyncResult,
): Promise<void> {
  const release = {
    claimedUntil: sql`case when ${rssSources.claimedBy} = ${source.holder ?? ""}::text
      then null else ${rssSources.claimedUntil} end`,
    claimedBy: sql`case when ${rssSources.claimedBy} = ${source.holder ?? ""}::text
      then null else ${rssSources.claimedBy} end`,
  };
  const outcome = result.ok
    ? {
      lastSyncStatus: "success" as const,
      lastSyncError: null,
      lastSyncProblem: null,
      etag: result.etag,
      lastModified: result.lastModified,
      consecutiveErrors: 0,
      retryAfter: null,
      recentItemDates: result.recentItemDates,
      feedRefreshSeconds: result.feedRefreshSeconds,
      ...scheduleColumns(result.schedule),
    }
    : {
      lastSyncStatus: "error" as const,
      lastSyncError: result.error,
      lastSyncProblem: result.problem,
      consecutiveErrors: result.consecutiveErrors,
      retryAfter: result.retryAfter,
      ...(result.schedule ? scheduleColumns(result.schedule) : { nextSyncAt: result.retryAfter }),
    };
  await db.update(rssSources).set({ lastSync: result.at, ...outcome, ...release })
    .where(eq(rssSources.id, source.id));
}

/**
 * Gives claims back without a result (a worker stopping mid-sync): the sources stay due and the
 * next claimer takes them. Only `holder`'s own claims are released.
 */
export async function releaseSources(db: Db, holder: string, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.update(rssSources).set({ claimedUntil: null, claimedBy: null })
    .where(and(inArray(rssSources.id, [...ids]), eq(rssSources.claimedBy, holder)));
}

/** Which sources a manual sync marks due. */
export type DueScope = { kind: "all" } | { kind: "jurisdiction"; id: number };

/**
 * Makes the active sources of `scope` due at `now`, whatever their schedule or backoff (a manual
 * sync ignores both). Answers how many; the workers take them from there.
 */
export async function markSourcesDue(db: Db, scope: DueScope, now: Date): Promise<number> {
  const rows = await db.update(rssSources).set({ nextSyncAt: now })
    .where(and(
      activeSource,
      scope.kind === "jurisdiction" ? eq(rssSources.jurisdictionId, scope.id) : undefined,
    ))
    .returning({ id: rssSources.id });
  return rows.length;
}

/** Whether the active source `id` is claimed by a worker syncing it now. */
export async function isSourceClaimed(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: rssSources.id }).from(rssSources)
    .where(and(eq(rssSources.id, id), sql`${rssSources.claimedUntil} >= ${dbNow}`));
  return row !== undefined;
}
