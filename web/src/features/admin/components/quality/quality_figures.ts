/**
 * What the Quality tab derives from the analysis-quality answer: agreement rates, the top
 * confusions, the sources that look like a filter problem, and the default period. Pure, so that
 * the rules are tested without a browser.
 */
import {
  type AnalysisQuality,
  DEFAULT_QUALITY_DAYS,
  isoDay,
  type QualityPeriod,
  type SourceQuality,
} from "@api/schemas/analysis_quality.ts";

const DAY_MS = 86_400_000;

/** Reviewed items below which a source is not flagged: one rejection is not a pattern. */
export const MIN_REVIEWED_TO_FLAG = 3;

/** Confusions the tab lists. */
export const TOP_CONFUSIONS = 5;

/** kept / (kept + changed), or null while nothing is judged. */
export function agreementRate(kept: number, changed: number): number | null {
  const judged = kept + changed;
  return judged === 0 ? null : kept / judged;
}

/** "87%" (whole percent), or the placeholder when there is no rate. */
export function percent(rate: number | null, none = "–"): string {
  return rate === null ? none : `${Math.round(rate * 100)}%`;
}

/** One confusion: the analyser said `from`, the reviewer approved `to`, `count` times. */
export interface Confusion {
  from: string;
  to: string;
  count: number;
}

/** The most frequent confusions over every category, ties by name. */
export function topConfusions(
  categories: AnalysisQuality["categories"],
  limit = TOP_CONFUSIONS,
): Confusion[] {
  return categories
    .flatMap((c) =>
      c.confusedWith.map((w) => ({ from: c.category, to: w.category, count: w.count }))
    )
    .sort((a, b) => b.count - a.count || a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .slice(0, limit);
}

/** A source is a filter problem when most of its reviewed items (at least three) are rejected. */
export function isFilterProblem(source: SourceQuality): boolean {
  return source.approved + source.rejected >= MIN_REVIEWED_TO_FLAG &&
    source.rejected > source.approved;
}

/** The `days` days ending today (UTC), both ends included. */
export function lastDays(now: Date, days = DEFAULT_QUALITY_DAYS): QualityPeriod {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: isoDay(now) };
}
