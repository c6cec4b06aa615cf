/**
 * A user's new time zone moves the digests still waiting: each untried delivery of their daily
 * and weekly alerts becomes due at the next 07:00 (or Monday 07:00) in the new zone. Retries keep
 * their backoff.
 */
import type { Db } from "../../db/client.ts";
import { digestAlertsOf, rescheduleUntried } from "../../db/queries/alerts.ts";
import { nextDigestAt } from "./schedule.ts";

/** Reschedules the user's waiting digests for `timeZone`, from `now`. */
export async function rescheduleDigests(
  db: Db,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  for (const alert of await digestAlertsOf(db, userId)) {
    if (alert.frequency === "instant") continue;
    await rescheduleUntried(db, alert.id, nextDigestAt(now, timeZone, alert.frequency));
  }
}
