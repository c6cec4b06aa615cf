/**
 * The vocabulary of a source's read schedule (issue 26): why its current interval is what it is.
 * The rule that picks the interval is workers/feeds/schedule/next_read.ts.
 */

/**
 * Why a source is read as often as it is: "activity" (it publishes often, so it is read more
 * often than its jurisdiction asks), "jurisdiction" (it publishes rarely: its jurisdiction's
 * syncFrequency, the slowest rate allowed), "publisher" (the feed or its HTTP answer asked for
 * fewer reads: Cache-Control, Expires, ttl, sy:updatePeriod), "retry-after" (a 429 or 503 asked
 * to wait), "push" (a live WebSub subscription delivers; polling is the daily safety net).
 */
export const SYNC_INTERVAL_REASONS = [
  "activity",
  "jurisdiction",
  "publisher",
  "retry-after",
  "push",
] as const;

/** A reason of a source's read interval. */
export type SyncIntervalReason = (typeof SYNC_INTERVAL_REASONS)[number];

/** The default of SYNC_MIN_INTERVAL: no source is read more than once in 5 minutes. */
export const DEFAULT_SYNC_MIN_INTERVAL_SECONDS = 300;

/** The read interval of a jurisdiction's syncFrequency (reads a day), in seconds. */
export function jurisdictionIntervalSeconds(syncFrequency: number): number {
  return Math.round(86_400 / Math.max(1, syncFrequency));
}
