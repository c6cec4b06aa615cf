/**
 * The monthly report quota (ADR 0066): reportsRemaining counts down to 0 and comes
 * back to maxReports at reportsResetAt, the first instant of the next UTC month. Every change is
 * one atomic UPDATE, so that concurrent reports cannot spend the same report twice.
 */
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema.ts";

/** The first instant of the month after `now` (UTC): when a quota period ends. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** A user's quota as stored. */
export interface ReportQuota {
  reportsRemaining: number;
  maxReports: number;
  reportsResetAt: Date | null;
}

/**
 * Starts a new period for the user when theirs has ended (reportsResetAt ≤ now): remaining back
 * to maxReports, next reset at the next month's start. A user without a reset date gets one, but
 * no refill. Concurrent callers are safe: the second sees the new date and changes nothing.
 */
export async function renewExpiredQuota(db: Db, userId: string, now: Date): Promise<void> {
  const next = nextMonthStart(now);
  await db.update(users).set({ reportsRemaining: users.maxReports, reportsResetAt: next })
    .where(and(eq(users.id, userId), lte(users.reportsResetAt, now)));
  await db.update(users).set({ reportsResetAt: next })
    .where(and(eq(users.id, userId), isNull(users.reportsResetAt)));
}

/**
 * Spends one report: the check and the decrement are one statement. Answers the quota after
 * spending, or null when none was left (or the user does not exist).
 */
export async function spendReport(db: Db, userId: string): Promise<ReportQuota | null> {
  const [row] = await db.update(users)
    .set({ reportsRemaining: sql`${users.reportsRemaining} - 1` })
    .where(and(eq(users.id, userId), gt(users.reportsRemaining, 0)))
    .returning({
      reportsRemaining: users.reportsRemaining,
      maxReports: users.maxReports,
      reportsResetAt: users.reportsResetAt,
    });
  return row ?? null;
}

/**
 * Gives back a report whose building failed. Only within the period it was spent in: after a
 * reset in between, the quota is already full again.
 */
export async function refundReport(
  db: Db,
  userId: string,
  spentIn: { reportsResetAt: Date | null },
): Promise<void> {
  const samePeriod = spentIn.reportsResetAt === null
    ? isNull(users.reportsResetAt)
    : eq(users.reportsResetAt, spentIn.reportsResetAt);
  await db.update(users)
    .set({ reportsRemaining: sql`${users.reportsRemaining} + 1` })
    .where(and(eq(users.id, userId), samePeriod));
}

/** The user's quota as stored, or null when the user does not exist. */
export async function findQuota(db: Db, userId: string): Promise<ReportQuota | null> {
  const [row] = await db.select({
    reportsRemaining: users.reportsRemaining,
    maxReports: users.maxReports,
    reportsResetAt: users.reportsResetAt,
  }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The monthly job: renews every quota whose period has ended (and dates the quotas that have no
 * reset date, as renewExpiredQuota does). Answers how many it renewed.
 */
export async function renewExpiredQuotas(db: Db, now: Date): Promise<number> {
  const next = nextMonthStart(now);
  const renewed = await db.update(users)
    .set({ reportsRemaining: users.maxReports, reportsResetAt: next })
    .where(lte(users.reportsResetAt, now))
    .returning({ id: users.id });
  await db.update(users).set({ reportsResetAt: next }).where(isNull(users.reportsResetAt));
  return renewed.length;
}
