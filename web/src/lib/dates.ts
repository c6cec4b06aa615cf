/**
 * Date helpers of the screens. Timestamps arrive as ISO strings (UTC) and show in the browser's
 * time zone (DECISIONS.md). Formats: 'MMM d, y' (Jan 5, 2026), d/M/yy (5/1/26) on small screens,
 * and the long US form (January 5, 2026). Date inputs carry local calendar days (yyyy-MM-dd).
 */
import { endOfDay, format, isValid, parse, startOfDay } from "date-fns";

function toDate(value: string | Date): Date {
  return typeof value === "string" ? new Date(value) : value;
}

/** 'Jan 5, 2026'. */
export function formatMediumDate(value: string | Date): string {
  return format(toDate(value), "MMM d, y");
}

/** '5/1/26' (day/month/year), for narrow screens. */
export function formatShortDate(value: string | Date): string {
  return format(toDate(value), "d/M/yy");
}

/** 'January 5, 2026'. */
export function formatLongDate(value: string | Date): string {
  return format(toDate(value), "MMMM d, y");
}

/** The yyyy-MM-dd of a date in local time (the value of an `<input type="date">`). */
export function toDateInputValue(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** Today as an input value (the `max` of pickers that refuse future dates). */
export function todayInputValue(now: Date = new Date()): string {
  return toDateInputValue(now);
}

/** A local calendar day from an input value, or null when it is empty or not a date. */
export function parseDateInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, "yyyy-MM-dd", new Date());
  return isValid(date) ? date : null;
}

/** The first moment of a local day given as an input value (null when empty). */
export function startOfInputDay(value: string): Date | null {
  const date = parseDateInput(value);
  return date ? startOfDay(date) : null;
}

/** The last moment of a local day given as an input value (null when empty). */
export function endOfInputDay(value: string): Date | null {
  const date = parseDateInput(value);
  return date ? endOfDay(date) : null;
}
