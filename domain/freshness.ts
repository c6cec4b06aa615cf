/**
 * Visible freshness (issue 26, ADR 0119): how long after its publication date
 * an update was seen (stored). One rule, used by the portal's answer; db/queries/source_freshness.ts
 * applies the same one in SQL for the Quality tab's medians.
 */
import type { SourceFormat } from "./sources.ts";

/**
 * The format whose items carry no date of their own: a web page's links are dated when first
 * seen (workers/feeds/sources/web_page.ts), so they have no delay to show or count.
 */
export const UNDATED_FORMAT: SourceFormat = "web-page";

/**
 * A publication date at most this far after "seen" is a publisher's clock running ahead, not a
 * date in the future: the update counts as seen at publication (delay 0).
 */
export const CLOCK_SKEW_SECONDS = 300;

/**
 * Why an update has no delay: its publication date is later than when we saw it
 * (`future-date`), or its source gives no dates, so the date is when we first saw it
 * (`no-date`: web-page sources).
 */
export const NO_DELAY_REASONS = ["future-date", "no-date"] as const;

/** A reason of {@link NO_DELAY_REASONS}. */
export type NoDelayReason = (typeof NO_DELAY_REASONS)[number];

/** Seconds from publication to seen (never negative), or why there is none. */
export type SeenDelay =
  | { seconds: number; reason: null }
  | { seconds: null; reason: NoDelayReason };

/** The delay from `published` to `seen`; `undated` when the source gives no dates of its own. */
export function seenDelay(
  published: Date,
  seen: Date,
  { undated }: { undated: boolean },
): SeenDelay {
  if (undated) return { seconds: null, reason: "no-date" };
  const seconds = Math.floor((seen.getTime() - published.getTime()) / 1000);
  if (seconds < -CLOCK_SKEW_SECONDS) return { seconds: null, reason: "future-date" };
  return { seconds: Math.max(0, seconds), reason: null };
}
