/**
 * The words of visible freshness (issue 26, ADR 0119): a delay in the largest
 * whole unit that fits (minutes under an hour, hours under two days, then days), and the line a
 * pending update shows in the portal.
 */
import type { UpdateFreshness } from "@api/schemas/freshness.ts";
import { FRESHNESS } from "./strings.ts";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** "< 1 min", "42 min", "5 h", "3 days": whole units, rounded down. */
export function delayText(seconds: number): string {
  if (seconds < MINUTE) return FRESHNESS.underAMinute;
  if (seconds < HOUR) return FRESHNESS.minutes(Math.floor(seconds / MINUTE));
  if (seconds < 2 * DAY) return FRESHNESS.hours(Math.floor(seconds / HOUR));
  return FRESHNESS.days(Math.floor(seconds / DAY));
}

/** "Seen 2 h after publication", or why there is no delay to show. */
export function seenAfterText(freshness: UpdateFreshness): string {
  if (freshness.noDelay === "future-date") return FRESHNESS.futureDate;
  if (freshness.noDelay === "no-date" || freshness.seenAfterSeconds === null) {
    return FRESHNESS.noDate;
  }
  if (freshness.seenAfterSeconds < MINUTE) return FRESHNESS.seenAtOnce;
  return FRESHNESS.seenAfter(delayText(freshness.seenAfterSeconds));
}
