/**
 * Failure throttling kept in Postgres, so that limits hold across every instance
 * (DECISIONS.md): 5 failed sign-ins per account and 20 per client address in 15 minutes, and
 * 5 wrong security answers per account in an hour. A fixed window starts at the first failure.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authThrottle } from "../../db/schema.ts";
import { timestamp } from "../../db/sql.ts";
import { ApiError } from "../errors.ts";

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
export const LIMITS = {
  loginAccount: { name: "login:account", max: 5, windowMs: 15 * MINUTE },
  loginClient: { name: "login:client", max: 20, windowMs: 15 * MINUTE },
  answerAccount: { name: "answer:account", max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject.toLowerCase()}`;

/** Throws a 429 with Retry-After when the subject has used up its failures in the window. */
export async function assertNotThrottled(
  db: Db,
  limit: Limit,
  subject: string,
  now: Date,
): Promise<void> {
  const [row] = await db.select().from(authThrottle).where(
    eq(authThrottle.key, keyOf(limit, subject)),
  );
  if (!row || row.failures < limit.max) return;
  const endsAt = row.windowStartedAt.getTime() + limit.windowMs;
  const waitMs = endsAt - now.getTime();
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  const what = limit.name.startsWith("answer") ? "wrong answers" : "failed sign-in attempts";
  throw new ApiError(
    429,
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfter: seconds },
    { "Retry-After": String(seconds) },
  );
}

/** Counts one failure: a new window when there is none or the old one has ended. */
export async function recordFailure(
  db: Db,
  limit: Limit,
  subject: string,
  now: Date,
): Promise<void> {
  const windowStart = timestamp(new Date(now.getTime() - limit.windowMs));
  await db.insert(authThrottle)
    .values({ key: keyOf(limit, subject), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.windowStartedAt} <= ${windowStart}
          then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} <= ${windowStart}
          then ${timestamp(now)} else ${authThrottle.windowStartedAt} end`,
      },
    });
}

/** Forgets the failures of a subject (after a success). */
export async function clearFailures(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, keyOf(limit, subject)));
}
