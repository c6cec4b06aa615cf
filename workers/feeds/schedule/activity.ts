/**
 * How often a source publishes, from the dates of its recent items (the idea of Miniflux's
 * entry-frequency scheduler, our own rule: ADR 0128). Pure: no I/O, no clock.
 */

const DAY_S = 86_400;

/** Items older than this do not count: a source silent for four weeks reads as silent. */
export const ACTIVITY_WINDOW_S = 28 * DAY_S;
/**
 * The shortest span the rate is measured over: a single fresh item earns at most a week's worth
 * of reads, not a busy source's.
 */
export const MIN_ACTIVITY_SPAN_S = 7 * DAY_S;
/**
 * Reads per mean gap between items: a source that publishes once a day is read every 15
 * minutes, so that what it publishes is seen within 15 minutes (issue 26's goal).
 */
export const READS_PER_ITEM_GAP = 96;
/** Dates kept per source: enough to measure 50 items a day, bounded whatever a feed holds. */
export const MAX_RECENT_DATES = 100;
/** A date this far ahead of the clock is a scheduled item or a wrong clock: not activity. */
const FUTURE_TOLERANCE_MS = 60 * 60 * 1000;

function inWindow(date: Date, now: Date): boolean {
  const age = now.getTime() - date.getTime();
  return age < ACTIVITY_WINDOW_S * 1000 && age >= -FUTURE_TOLERANCE_MS;
}

/**
 * The interval the source's activity asks for, in seconds: the mean gap between its items in
 * the window (measured over at least a week) divided by READS_PER_ITEM_GAP; null when no item
 * falls in the window (the source is silent: its jurisdiction's rate applies).
 */
export function activityIntervalSeconds(dates: readonly Date[], now: Date): number | null {
  let count = 0;
  let oldest = now.getTime();
  for (const date of dates) {
    if (!inWindow(date, now)) continue;
    count++;
    oldest = Math.min(oldest, date.getTime());
  }
  if (count === 0) return null;
  const spanS = Math.min(
    ACTIVITY_WINDOW_S,
    Math.max(MIN_ACTIVITY_SPAN_S, (now.getTime() - oldest) / 1000),
  );
  return spanS / count / READS_PER_ITEM_GAP;
}

/**
 * The dates to keep after a read: those of the document just read (it is the truth for the time
 * it covers, duplicates included: several items of one day are several items), then the kept
 * ones older than its oldest (items that fell out of the feed), newest first, in the window,
 * at most MAX_RECENT_DATES. Linear in the document's items plus the kept dates.
 */
export function mergeRecentDates(
  kept: readonly Date[],
  read: readonly Date[],
  now: Date,
): Date[] {
  const fresh = read.filter((date) => inWindow(date, now));
  let oldestRead = Infinity;
  for (const date of fresh) oldestRead = Math.min(oldestRead, date.getTime());
  const older = kept.filter((date) => inWindow(date, now) && date.getTime() < oldestRead);
  return [...fresh, ...older]
    .sort((a, b) => b.getTime() - a.getTime())
    .slice(0, MAX_RECENT_DATES);
}
