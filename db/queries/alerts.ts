/**
 * The alert rules: a user's own list (every read and write is scoped to the owner, so someone
 * else's alert is simply not found), the limit per user, and the lookups by secret token (feed,
 * one-click unsubscribe) that work without a session.
 */
import { and, asc, count, eq, gt, inArray, lte, max, sql } from "drizzle-orm";
import { ALERT_LIMITS, UNSUBSCRIBE_TOKEN_MS } from "../../domain/alerts.ts";
import type { Db } from "../client.ts";
import {
  alertDeliveries,
  alerts,
  alertUnsubscribeTokens,
  jurisdictions,
  users,
} from "../schema.ts";

/** An alert as stored. */
export type AlertRow = typeof alerts.$inferSelect;
/** The columns a new alert is given. */
export type NewAlert = typeof alerts.$inferInsert;
/** An alert with when its last message went out. */
export type AlertListRow = AlertRow & { lastDeliveryAt: Date | null };

/** The user's alerts, oldest first, each with the time of its last sent delivery. */
export async function listAlerts(db: Db, userId: string): Promise<AlertListRow[]> {
  const rows = await db.select().from(alerts).where(eq(alerts.userId, userId))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
  if (rows.length === 0) return [];
  const last = await db.select({
    alertId: alertDeliveries.alertId,
    at: max(alertDeliveries.sentAt),
  })
    .from(alertDeliveries)
    .where(inArray(alertDeliveries.alertId, rows.map((r) => r.id)))
    .groupBy(alertDeliveries.alertId);
  const lastAt = new Map(last.map((l) => [l.alertId, l.at]));
  return rows.map((row) => ({ ...row, lastDeliveryAt: lastAt.get(row.id) ?? null }));
}

/** One of the user's alerts (null for an unknown id or someone else's). */
export async function findOwnAlert(
  db: Db,
  userId: string,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AlertListRow | null> {
  const query = db.select().from(alerts).where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return null;
  const [last] = await db.select({ at: max(alertDeliveries.sentAt) }).from(alertDeliveries)
    .where(eq(alertDeliveries.alertId, id));
  return { ...row, lastDeliveryAt: last?.at ?? null };
}

/**
 * Inserts an alert unless the user already has the most allowed: the user's row is locked first,
 * so two creations at once cannot both pass the count. Answers null at the limit.
 */
export function insertAlertWithinLimit(db: Db, values: NewAlert): Promise<AlertRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(alerts)
      .where(eq(alerts.userId, values.userId));
    if ((held?.n ?? 0) >= ALERT_LIMITS.perUser) return null;
    const [row] = await tx.insert(alerts).values(values).returning();
    return row ?? null;
  });
}

/** Applies changes to one of the user's alerts; answers the new row, or null when not theirs. */
export async function updateOwnAlert(
  db: Db,
  userId: string,
  id: number,
  changes: Partial<NewAlert>,
): Promise<AlertRow | null> {
  const [row] = await db.update(alerts).set(changes)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId))).returning();
  return row ?? null;
}

/** Deletes one of the user's alerts (its deliveries and tokens go with it); false when not theirs. */
export async function deleteOwnAlert(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db.delete(alerts).where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

/** The ids among `ids` that name no jurisdiction. */
export async function unknownJurisdictionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: jurisdictions.id }).from(jurisdictions)
    .where(inArray(jurisdictions.id, [...ids]));
  const known = new Set(found.map((f) => f.id));
  return ids.filter((id) => !known.has(id));
}

/** The alert whose feed token has this SHA-256, with its owner's activity. */
export async function findAlertByFeedToken(
  db: Db,
  tokenHash: Uint8Array,
): Promise<AlertRow | null> {
  const [row] = await db.select({ alert: alerts }).from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .where(and(eq(alerts.feedTokenHash, tokenHash), eq(users.isActive, true)));
  return row?.alert ?? null;
}

/** Keeps the SHA-256 of many messages' one-click unsubscribe secrets, in one statement. */
export async function addUnsubscribeTokens(
  db: Db,
  tokens: readonly { alertId: number; tokenHash: Uint8Array }[],
  now: Date,
): Promise<void> {
  if (tokens.length === 0) return;
  await db.insert(alertUnsubscribeTokens).values(tokens.map((t) => ({ ...t, createdAt: now })));
}

/**
 * The alert a one-click unsubscribe secret belongs to (id, name, on or off), or null, also for a
 * secret older than UNSUBSCRIBE_TOKEN_MS at `now` (one the prune has not reached yet).
 */
export async function findAlertByUnsubscribeToken(
  db: Db,
  tokenHash: Uint8Array,
  now: Date,
): Promise<Pick<AlertRow, "id" | "name" | "isActive"> | null> {
  const [row] = await db.select({ id: alerts.id, name: alerts.name, isActive: alerts.isActive })
    .from(alertUnsubscribeTokens)
    .innerJoin(alerts, eq(alerts.id, alertUnsubscribeTokens.alertId))
    .where(and(
      eq(alertUnsubscribeTokens.tokenHash, tokenHash),
      gt(alertUnsubscribeTokens.createdAt, unsubscribeCutoff(now)),
    ));
  return row ?? null;
}

/** The oldest creation time of an unsubscribe secret that still works at `now`. */
function unsubscribeCutoff(now: Date): Date {
  return new Date(now.getTime() - UNSUBSCRIBE_TOKEN_MS);
}

/** Deletes the unsubscribe secrets that no longer work at `now`; answers how many. */
export async function pruneUnsubscribeTokens(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(alertUnsubscribeTokens)
    .where(lte(alertUnsubscribeTokens.createdAt, unsubscribeCutoff(now)))
    .returning({ alertId: alertUnsubscribeTokens.alertId });
  return gone.length;
}

/**
 * Turns an alert off and gives up its pending deliveries with `reason` (what the history shows),
 * in one transaction. Answers false when the alert does not exist.
 */
export function deactivateAlert(
  db: Db,
  id: number,
  options: { reason: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(alerts).set({ isActive: false, updatedAt: options.now })
      .where(eq(alerts.id, id)).returning({ id: alerts.id });
    if (rows.length === 0) return false;
    await cancelPendingDeliveries(tx, id, options.reason);
    return true;
  });
}

/** Marks the alert's pending deliveries failed with `reason` (the alert went off or feed-only). */
export async function cancelPendingDeliveries(db: Db, alertId: number, reason: string) {
  await db.update(alertDeliveries).set({ status: "failed", lastError: reason })
    .where(and(eq(alertDeliveries.alertId, alertId), eq(alertDeliveries.status, "pending")));
}

/**
 * Moves the due time of the alert's deliveries that were never tried (after a change of
 * frequency or time zone); those waiting for a retry keep their backoff.
 */
export async function rescheduleUntried(db: Db, alertId: number, dueAt: Date): Promise<void> {
  await db.update(alertDeliveries).set({ dueAt }).where(and(
    eq(alertDeliveries.alertId, alertId),
    eq(alertDeliveries.status, "pending"),
    eq(alertDeliveries.attempts, 0),
  ));
}

/** The user's digest alerts (for rescheduling after a change of time zone). */
export function digestAlertsOf(db: Db, userId: string) {
  return db.select({ id: alerts.id, frequency: alerts.frequency }).from(alerts)
    .where(and(eq(alerts.userId, userId), sql`${alerts.frequency} <> 'instant'`));
}
