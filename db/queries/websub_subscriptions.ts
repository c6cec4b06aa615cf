/**
 * The SQL of WebSub subscriptions (issue 26, workers/feeds/push/): at most one per source, kept
 * by the sync's discovery, the callback route's verifications and pushes, and the push
 * maintenance job (renewals, unsubscriptions).
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { PushReason } from "../../domain/push.ts";
import { jurisdictions, rssSources, websubSubscriptions } from "../schema.ts";
import type { SourceToSync } from "./sources.ts";
import { SOURCE_TO_SYNC } from "./sync_queue.ts";

/** A stored subscription. */
export type SubscriptionRow = typeof websubSubscriptions.$inferSelect;

const table = websubSubscriptions;

/** The subscription with this id (the callback's path), or null. */
export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ?? null;
}

/** The subscription of a source, or null. */
export async function subscriptionOfSource(
  db: Db,
  sourceId: number,
): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(table).where(eq(table.sourceId, sourceId));
  return row ?? null;
}

/**
 * Stores a source's subscription as `row` says, replacing the one it had (another hub or topic,
 * or a new attempt): its id and secret are new, so that the old hub's calls no longer match.
 */
export async function saveSubscription(
  db: Db,
  row: Omit<typeof table.$inferInsert, "createdAt"> & { sourceId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(table).where(eq(table.sourceId, row.sourceId));
    await tx.insert(table).values(row);
  });
}

/** The hub verified a subscription: live until `leaseEndsAt`. */
export async function markLive(db: Db, id: string, leaseEndsAt: Date): Promise<void> {
  await db.update(table).set({ state: "live", reason: null, leaseEndsAt })
    .where(eq(table.id, id));
}

/** The source polls instead, for `reason`. */
export async function markFailed(db: Db, id: string, reason: PushReason): Promise<void> {
  await db.update(table).set({ state: "failed", reason, leaseEndsAt: null })
    .where(eq(table.id, id));
}

/** We asked the hub again (a renewal) at `at`. */
export async function markRequested(db: Db, id: string, at: Date): Promise<void> {
  await db.update(table).set({ requestedAt: at }).where(eq(table.id, id));
}

/** We asked the hub to stop pushing (the source was deleted or turned off). */
export async function markUnsubscribing(db: Db, id: string, at: Date): Promise<void> {
  await db.update(table).set({ state: "unsubscribing", requestedAt: at, leaseEndsAt: null })
    .where(eq(table.id, id));
}

/** Forgets a subscription. */
export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(table).where(eq(table.id, id));
}

/** The source a live subscription pushes to, if it is active and in an active jurisdiction. */
export async function sourceOfLivePush(db: Db, id: string): Promise<SourceToSync | null> {
  const [row] = await db.select(SOURCE_TO_SYNC).from(table)
    .innerJoin(rssSources, eq(rssSources.id, table.sourceId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, rssSources.jurisdictionId))
    .where(and(
      eq(table.id, id),
      eq(table.state, "live"),
      eq(rssSources.isActive, true),
      eq(jurisdictions.isActive, true),
    ));
  return row ?? null;
}

/** Live subscriptions whose lease ends before `before`, not asked again since `askedBefore`. */
export function subscriptionsToRenew(
  db: Db,
  options: { before: Date; askedBefore: Date },
): Promise<SubscriptionRow[]> {
  return db.select().from(table).where(and(
    eq(table.state, "live"),
    lt(table.leaseEndsAt, options.before),
    lt(table.requestedAt, options.askedBefore),
  ));
}

/**
 * Subscriptions to end: their source was deleted (sourceId null) or turned off (it, or its
 * jurisdiction, inactive), and the hub was not told yet.
 */
export function subscriptionsToEnd(db: Db): Promise<SubscriptionRow[]> {
  const sourceOn = sql`exists (
    select 1 from ${rssSources} join ${jurisdictions} on ${jurisdictions.id} = ${rssSources.jurisdictionId}
    where ${rssSources.id} = ${table.sourceId} and ${rssSources.isActive} and ${jurisdictions.isActive})`;
  return db.select().from(table).where(and(
    sql`${table.state} <> 'unsubscribing'`,
    or(isNull(table.sourceId), sql`not ${sourceOn}`),
  ));
}

/** Forgets unsubscriptions the hub never verified, asked before `before`. */
export async function forgetUnverifiedUnsubscriptions(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(table)
    .where(and(eq(table.state, "unsubscribing"), lt(table.requestedAt, before)))
    .returning({ id: table.id });
  return rows.length;
}

/**
 * What Source Management and the scheduler need to know of each source's push: whether the hub
 * pushes (live, lease not ended at `now`), the hub, the lease's end, and why not. A source without
 * an entry named no hub (or was never read).
 */
export interface PushStatus {
  live: boolean;
  hub: string;
  leaseExpiresAt: Date | null;
  /** Why the source polls instead; null while live or while the hub has not verified yet. */
  reason: PushReason | null;
}

/** The push status of each of `sourceIds` that has a subscription (see {@link PushStatus}). */
export async function pushStatusOf(
  db: Db,
  sourceIds: readonly number[],
  now: Date,
): Promise<Map<number, PushStatus>> {
  if (sourceIds.length === 0) return new Map();
  return statusesOf(
    await db.select().from(table).where(inArray(table.sourceId, [...sourceIds])),
    now,
  );
}

/** The push status of every source that has a subscription (the source listings). */
export async function allPushStatuses(db: Db, now: Date): Promise<Map<number, PushStatus>> {
  return statusesOf(await db.select().from(table).where(isNotNull(table.sourceId)), now);
}

function statusesOf(
  rows: (typeof table.$inferSelect)[],
  now: Date,
): Map<number, PushStatus> {
  const statuses = new Map<number, PushStatus>();
  for (const row of rows) {
    const live = row.state === "live" && row.leaseEndsAt !== null &&
      row.leaseEndsAt.getTime() > now.getTime();
    statuses.set(row.sourceId!, {
      live,
      hub: row.hub,
      leaseExpiresAt: live ? row.leaseEndsAt : null,
      reason: row.reason,
    });
  }
  return statuses;
}
