/**
 * How often "Send test" may be used (ADR 0090): a few tests a minute per alert
 * and per user, and an hourly ceiling per user, counted in Postgres by the sign-in throttle's
 * fixed windows (api/auth/throttle.ts), so the limits hold across every server process and under
 * parallel requests. Every test counts, delivered or not; a refused one counts nothing.
 */
import type { Db } from "../../db/client.ts";
import { Attempt, type Limit } from "../auth/throttle.ts";
import { ALERT_MESSAGES } from "../schemas/alerts.ts";

const MINUTE = 60_000;
const what = ALERT_MESSAGES.testsThrottled;

/** The windows a test draws on, in the order taken. */
export const TEST_LIMITS = {
  /** One alert: enough to test, fix the receiver and test again. */
  perAlert: { name: "alert-test:alert", max: 3, windowMs: MINUTE, what },
  /** One user over all their alerts (up to 50): bounds a burst across many alerts. */
  perUser: { name: "alert-test:user", max: 5, windowMs: MINUTE, what },
  /** One user over an hour: bounds a slow, steady use as a relay or probe. */
  perUserHour: { name: "alert-test:user-hour", max: 30, windowMs: 60 * MINUTE, what },
} satisfies Record<string, Limit>;

/**
 * Counts one test of `alertId` by `userId`, or throws the 429 (with Retry-After, in seconds) of
 * the first window that is used up, having given back what it took.
 */
export async function countTest(
  db: Db,
  test: { userId: string; alertId: number },
  now: Date,
): Promise<void> {
  await new Attempt(db, now).take([
    { limit: TEST_LIMITS.perAlert, subject: String(test.alertId) },
    { limit: TEST_LIMITS.perUser, subject: test.userId },
    { limit: TEST_LIMITS.perUserHour, subject: test.userId },
  ]);
}
