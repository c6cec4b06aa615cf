/**
 * The SQL of RSS sources: Source Management's list and writes, the active sources users pick
 * from, and what a sync reads of a source. Claiming sources and recording a sync's result is the
 * sync queue's (sync_queue.ts).
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { SourceFormat, SourceType } from "../../domain/sources.ts";
import type { SyncIntervalReason } from "../../domain/sync_schedule.ts";
import { jurisdictions, rssSources } from "../schema.ts";

/** What the sync needs of a source. */
export interface SourceToSync {
  id: number;
  name: string;
  url: string;
  sourceType: SourceType;
  legislativeFilter: string | null;
  format: SourceFormat;
  selector: string | null;
  fetchFullText: boolean;
  jurisdictionId: number;
  etag: string | null;
  lastModified: string | null;
  consecutiveErrors: number;
  /** The jurisdiction's reads a day: the slowest rate of the schedule (issue 26). */
  syncFrequency: number;
  /** The dates (ISO) of its recent items and the feed's refresh interval (schedule columns). */
  recentItemDates: string[];
  feedRefreshSeconds: number | null;
  /** Its API key, encrypted (db/secrets/secret_box.ts); null when it has none. */
  apiKeyEncrypted: string | null;
  /** Where a change API's next read starts (workers/feeds/sources/paged.ts). */
  readCursor: string | null;
  language: string | null;
}

/**
 * The sync state a source starts from: for an update that changes a source's URL, so that the
 * old server's validators and backoff do not carry over to the new one.
 */
export const SYNC_STATE_RESET = {
  lastSyncStatus: "pending",
  lastSyncError: null,
  lastSyncProblem: null,
  etag: null,
  lastModified: null,
  consecutiveErrors: 0,
  retryAfter: null,
  nextSyncAt: new Date(0),
  // Another feed: the old one's activity and refresh interval say nothing of it (issue 26).
  syncIntervalSeconds: null,
  syncIntervalReason: null,
  recentItemDates: [] as string[],
  feedRefreshSeconds: null,
  // Another service or another reading: its paging starts again (issue 30).
  readCursor: null,
} as const satisfies Partial<typeof rssSources.$inferInsert>;

/** A source's definition and sync state, as both admin listings show it. */
export const SOURCE_FIELDS = {
  id: rssSources.id,
  name: rssSources.name,
  url: rssSources.url,
  sourceType: rssSources.sourceType,
  isActive: rssSources.isActive,
  legislativeFilter: rssSources.legislativeFilter,
  format: rssSources.format,
  selector: rssSources.selector,
  fetchFullText: rssSources.fetchFullText,
  /** Whether it holds an API key: the encrypted key itself is read only by the sync. */
  apiKeySet: sql<boolean>`${rssSources.apiKeyEncrypted} is not null`.mapWith(Boolean),
  language: rssSources.language,
  lastSync: rssSources.lastSync,
  lastSyncStatus: rssSources.lastSyncStatus,
  /** The FetchProblem code: the listings answer its text as lastSyncError (api/sources/with_health.ts). */
  lastSyncProblem: rssSources.lastSyncProblem,
  /**
   * The read schedule (issue 26): when it is next read, its interval and why; before its first
   * read, its jurisdiction's.
   */
  nextSyncAt: rssSources.nextSyncAt,
  syncIntervalSeconds: sql<number>`coalesce(${rssSources.syncIntervalSeconds},
    (select round(86400.0 / greatest(${jurisdictions.syncFrequency}, 1)) from ${jurisdictions}
      where ${jurisdictions.id} = ${rssSources.jurisdictionId}))`.mapWith(Number),
  syncIntervalReason: sql<SyncIntervalReason>`coalesce(${rssSources.syncIntervalReason},
    'jurisdiction')`,
};

/** A source with its jurisdiction's name and its timestamps. */
const SOURCE_COLUMNS = {
  ...SOURCE_FIELDS,
  jurisdictionId: rssSources.jurisdictionId,
  jurisdictionName: jurisdictions.name,
  createdAt: rssSources.createdAt,
  updatedAt: rssSources.updatedAt,
};

function selectSources(db: Db) {
  return db.select(SOURCE_COLUMNS).from(rssSources)
    .innerJoin(jurisdictions, eq(jurisdictions.id, rssSources.jurisdictionId));
}

/** A row of {@link listSources}. */
export type SourceRow = Awaited<ReturnType<typeof selectSources>>[number];

const BY_NAME = [asc(sql`lower(${rssSources.name})`), asc(rssSources.id)];

/** Every source (or those of one sourceType), by name. */
export function listSources(
  db: Db,
  filter: { sourceType?: SourceType } = {},
): Promise<SourceRow[]> {
  return selectSources(db)
    .where(filter.sourceType ? eq(rssSources.sourceType, filter.sourceType) : undefined)
    .orderBy(...BY_NAME);
}

/** The source with this id (active or not), or null. */
export async function findSource(db: Db, id: number): Promise<SourceRow | null> {
  const [row] = await selectSources(db).where(eq(rssSources.id, id));
  return row ?? null;
}

/** The active sources' id, name and type, by name: what a user picks their preferences from. */
export function listActiveSources(db: Db) {
  return db.select({
    id: rssSources.id,
    name: rssSources.name,
    sourceType: rssSources.sourceType,
  }).from(rssSources).where(eq(rssSources.isActive, true)).orderBy(...BY_NAME);
}

/** The fields of a source that Source Management writes. */
export type SourceFields = Pick<
  typeof rssSources.$inferInsert,
  | "jurisdictionId"
  | "name"
  | "url"
  | "sourceType"
  | "legislativeFilter"
  | "isActive"
  | "format"
  | "selector"
  | "fetchFullText"
  | "language"
>;

/** Creates a source; answers its id. */
export async function createSource(db: Db, fields: SourceFields, now: Date): Promise<number> {
  const [row] = await db.insert(rssSources).values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: rssSources.id });
  return row!.id;
}

/**
 * Rewrites a source's definition. `resetSyncState` starts its sync state afresh
 * ({@link SYNC_STATE_RESET}), for a source whose URL or reading (format, selector) changes.
 */
export async function updateSource(
  db: Db,
  id: number,
  change: { fields: SourceFields; resetSyncState: boolean; now: Date },
): Promise<void> {
  const reset = change.resetSyncState ? SYNC_STATE_RESET : {};
  await db.update(rssSources).set({ ...change.fields, ...reset, updatedAt: change.now })
    .where(eq(rssSources.id, id));
}

/** Deletes a source (its legal updates stay, rssSourceId emptied); false when there is none. */
export async function deleteSource(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(rssSources).where(eq(rssSources.id, id))
    .returning({ id: rssSources.id });
  return rows.length > 0;
}
