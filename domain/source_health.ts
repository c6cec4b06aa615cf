/**
 * The health rule of a source (issue 14), applied to figures the database computes for every
 * source at once (db/queries/source_health.ts):
 * - "never": never synced;
 * - "failing": 3 or more failed syncs in a row;
 * - "silent": with at least 3 items seen, the newest is older than max(14 days, 4 × the median
 *   gap between its last 10 items);
 * - "ok": anything else.
 * An item's date is its publish date, or when it was first seen when it has none (or one in the
 * future): the database hands over that date.
 */
import type { SourceHealth } from "./sources.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The numbers of the rule. */
export const HEALTH_RULE = {
  /** Failed syncs in a row that make a source failing. */
  failingAfter: 3,
  /** How many of the newest items the usual gap is measured on. */
  recentItems: 10,
  /** Items a source must have before it can be called silent. */
  minItems: 3,
  /** The shortest quiet that counts as silence, however often the source publishes. */
  minSilenceMs: 14 * DAY_MS,
  /** Silence is this many times the median gap between recent items. */
  gapFactor: 4,
  /** Weeks of the sparkline (weeklyCounts). */
  weeks: 12,
  /** Days of itemsLast30Days. */
  countDays: 30,
} as const;

/** What the rule reads of a source. */
export interface HealthInput {
  /** When the last sync ran (successful or not); null when it never did. */
  lastSync: Date | null;
  /** Failed syncs since the last successful one. */
  consecutiveErrors: number;
  /** The dates of the source's newest items (at most {@link HEALTH_RULE.recentItems}). */
  recentItemDates: readonly Date[];
}

/** The rule's verdict, with the figures that explain a "failing" or "silent" one. */
export interface HealthVerdict {
  health: SourceHealth;
  /** The newest item's date, or null without items. */
  lastNewItemAt: Date | null;
  /** For "silent": the longest quiet the source was allowed (max(14 days, 4 × median gap)). */
  allowedSilenceMs: number | null;
}

/** The median of the gaps between consecutive dates (any order); null with fewer than 2. */
export function medianGapMs(dates: readonly Date[]): number | null {
  const times = dates.map((d) => d.getTime()).sort((a, b) => b - a);
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) gaps.push(times[i - 1]! - times[i]!);
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  const mid = Math.floor(gaps.length / 2);
  return gaps.length % 2 ? gaps[mid]! : (gaps[mid - 1]! + gaps[mid]!) / 2;
}

/**
 * The longest quiet a source with these recent items may have before it is silent:
 * max(14 days, 4 × the median gap); null when it has fewer than 3 items (never silent).
 */
export function allowedSilenceMs(recentItemDates: readonly Date[]): number | null {
  if (recentItemDates.length < HEALTH_RULE.minItems) return null;
  const gap = medianGapMs(recentItemDates) ?? 0;
  return Math.max(HEALTH_RULE.minSilenceMs, HEALTH_RULE.gapFactor * gap);
}

/** Judges a source's health at `now`. */
export function judgeHealth(input: HealthInput, now: Date): HealthVerdict {
  const newest = input.recentItemDates.reduce<Date | null>(
    (max, d) => (max === null || d.getTime() > max.getTime() ? d : max),
    null,
  );
  const verdict = (health: SourceHealth, allowed: number | null = null): HealthVerdict => ({
    health,
    lastNewItemAt: newest,
    allowedSilenceMs: allowed,
  });
  if (input.lastSync === null) return verdict("never");
  if (input.consecutiveErrors >= HEALTH_RULE.failingAfter) return verdict("failing");
  const allowed = allowedSilenceMs(input.recentItemDates);
  if (newest && allowed !== null && now.getTime() - newest.getTime() > allowed) {
    return verdict("silent", allowed);
  }
  return verdict("ok");
}
