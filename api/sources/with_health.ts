/**
 * Adds each source's health (issue 14) to an admin listing: one statement for all the listed
 * sources (db/queries/source_health.ts), then a lookup by id, so a listing of hundreds of
 * sources costs two queries, not one per source.
 */
import type { Db } from "../../db/client.ts";
import {
  type HealthFilter,
  sourceHealthById,
  type SourceHealthRow,
} from "../../db/queries/source_health.ts";
import type { SourceHealth } from "../../domain/sources.ts";
import { NEVER_SYNCED_HEALTH } from "../schemas/sources.ts";
import { problemCodeText } from "../../domain/fetch_problem.ts";
import { allPushStatuses } from "../../db/queries/websub_subscriptions.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The health fields of a source as the listings answer them (api/schemas SourceHealthView). */
export interface SourceHealthFields {
  health: SourceHealth;
  lastNewItemAt: Date | null;
  itemsLast30Days: number;
  weeklyCounts: number[];
  consecutiveErrors: number;
  silentAfterDays: number | null;
}

/** The listing's fields of one source's health row. */
export function healthFields(row: SourceHealthRow): SourceHealthFields {
  return {
    health: row.health,
    lastNewItemAt: row.lastNewItemAt,
    itemsLast30Days: row.itemsLast30Days,
    weeklyCounts: row.weeklyCounts,
    consecutiveErrors: row.consecutiveErrors,
    silentAfterDays: row.allowedSilenceMs === null
      ? null
      : Math.round(row.allowedSilenceMs / DAY_MS),
  };
}

/** A listed source: its id, and the problem code of its last sync (db SOURCE_FIELDS). */
interface ListedSource {
  id: number;
  lastSyncProblem: string | null;
}

/** A source's live WebSub subscription (api/schemas PushView), null while it polls. */
export type PushFields = { hub: string; leaseExpiresAt: Date } | null;

/** What a listing answers for a source (its fields and health): its last sync error in a user's words, not the code. */
export type WithHealth<T extends ListedSource> =
  & Omit<T, "lastSyncProblem">
  & { lastSyncError: string | null; push: PushFields }
  & SourceHealthFields;

/**
 * Reads the health of the sources the filter names and answers a function that adds it, and
 * that says the last sync's problem in words (ADR 0111): the technical,
 * module-prefixed error stays in the database and the server log.
 */
export async function healthOf(
  db: Db,
  now: Date,
  filter: HealthFilter = {},
): Promise<<T extends ListedSource>(source: T) => WithHealth<T>> {
  const [byId, pushById] = await Promise.all([
    sourceHealthById(db, now, filter),
    allPushStatuses(db, now),
  ]);
  return ({ lastSyncProblem, ...source }) => {
    const row = byId.get(source.id);
    const lastSyncError = lastSyncProblem === null
      ? null
      : problemCodeText(lastSyncProblem, "feed");
    const subscription = pushById.get(source.id);
    const push: PushFields = subscription?.live
      ? { hub: subscription.hub, leaseExpiresAt: subscription.leaseExpiresAt! }
      : null;
    return { ...source, lastSyncError, push, ...(row ? healthFields(row) : NEVER_SYNCED_HEALTH) };
  };
}
