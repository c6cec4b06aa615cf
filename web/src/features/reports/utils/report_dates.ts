/**
 * The report dialog's dates (spec part 1 §2, §5, §9): values are `<input type="date">` strings
 * (yyyy-MM-dd, the browser's local day), both optional, between 1900-01-01 and today.
 */
import { format, subDays, subMonths } from "date-fns";
import { inReportPeriod, REPORT_MIN_DATE, reportPeriod } from "@api/schemas/reports.ts";
import { REPORT_VALIDATION } from "../strings.ts";

/** The earliest date a picker offers. */
export const MIN_REPORT_DATE = REPORT_MIN_DATE;

/** Today as a date input's value (local time). */
export function todayValue(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

/** The presets of the dialog; All Time clears both dates. */
export type Preset = "last30Days" | "last3Months" | "last6Months" | "allTime";

/** The From and To a preset sets: To is today, From is 30 days, 3 or 6 months earlier. */
export function presetRange(preset: Preset, now: Date = new Date()): { from: string; to: string } {
  const to = todayValue(now);
  switch (preset) {
    case "last30Days":
      return { from: format(subDays(now, 30), "yyyy-MM-dd"), to };
    case "last3Months":
      return { from: format(subMonths(now, 3), "yyyy-MM-dd"), to };
    case "last6Months":
      return { from: format(subMonths(now, 6), "yyyy-MM-dd"), to };
    case "allTime":
      return { from: "", to: "" };
  }
}

/** The problems of a From/To pair, by field (empty when the pair is fine). */
export function dateErrors(
  range: { from: string; to: string },
  today: string = todayValue(),
): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  // yyyy-MM-dd strings compare in date order.
  const outOfBounds = (value: string) =>
    value === ""
      ? undefined
      : value < MIN_REPORT_DATE
      ? REPORT_VALIDATION.tooEarly
      : value > today
      ? REPORT_VALIDATION.inFuture
      : undefined;
  const from = outOfBounds(range.from);
  const to = outOfBounds(range.to);
  if (from) errors.from = from;
  if (to) errors.to = to;
  else if (range.from && range.to && range.to < range.from) {
    errors.to = REPORT_VALIDATION.endBeforeStart;
  }
  return errors;
}

/**
 * How many of `publishDates` the server will keep for `range`: the same UTC window it applies
 * (api/schemas/reports.ts reportPeriod), so the dialog's count is the report's.
 */
export function countInPeriod(
  publishDates: readonly string[],
  range: { from: string; to: string },
): number {
  const period = reportPeriod({
    startDate: range.from || undefined,
    endDate: range.to || undefined,
  });
  return publishDates.filter((value) => {
    const published = new Date(value);
    return !Number.isNaN(published.getTime()) && inReportPeriod(published, period);
  }).length;
}
