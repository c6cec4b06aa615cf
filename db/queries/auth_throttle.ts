/**
 * The SQL of attempt throttling (auth_throttle, ADR 0015): one counter per bucket key in a fixed
 * window. The limits, the bucket keys and the 429 are api/auth/throttle.ts's.
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { authThrottle } from "../schema.ts";
import { timestamp } from "../sql.ts";

/** One attempt counted in a bucket's window. */
export interface TakenAttempt {
  key: string;
  windowStartedAt: Date;
}

/**
 * Counts one attempt of bucket `key` at `now`: a new window (count 1) when there is none or the
 * old one started `windowMs` ago or more. One `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so
 * the row lock orders concurrent callers; answers the count after this attempt.
 */
export async function takeAttempt(
  db: Db,
  key: string,
  options: { now: Date; windowMs: number },
): Promise<TakenAttempt & { count: number }> {
  const { now, windowMs } = options;
  const windowStart = timestamp(new Date(now.getTime() - windowMs));
  const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart}`;
  const [row] = await db.insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${timestamp(now)}
          else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  if (!row) throw new Error("db/queries/auth_throttle: the counter upsert returned no row");
  return { key, ...row };
}

/** Gives attempts back, each to the window it was taken from (a newer window keeps its count). */
export async function giveBackAttempts(db: Db, taken: readonly TakenAttempt[]): Promise<void> {
  if (!taken.length) return;
  await db.update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(or(...taken.map((t) =>
      and(
        eq(authThrottle.key, t.key),
        eq(authThrottle.windowStartedAt, t.windowStartedAt),
      )
    )));
}

/** Forgets the bucket `key`, and every bucket whose key starts with `prefix` when one is given. */
export async function deleteBuckets(
  db: Db,
  key: string,
  options: { prefix?: string } = {},
): Promise<void> {
  const exact = eq(authThrottle.key, key);
  const where = options.prefix === undefined
    ? exact
    : or(exact, sql`starts_with(${authThrottle.key}, ${options.prefix})`);
  await db.delete(authThrottle).where(where);
}
