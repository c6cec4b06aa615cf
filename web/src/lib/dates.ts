/**
 * Date helpers of the screens. Timestamps arrive as ISO strings (UTC) and show in the browser's
 * time zone (spec DECISIONS.md); a bare 'yyyy-MM-dd' (a task's due day) is a local day. Formats:
 * 'MMM d, yyyy' (Jan 5, 2026), which reads 'Unknown' for a value that does not parse (spec part 2
 * §8), d/M/yy (5/1/26) on small screens, and the long US form (January 5, 2026). Date inputs
 * carry local calendar days (yyyy-MM-dd).
 */
import { endOfDay, format, isValid, parse, parseISO, startOfDay } from "date-fns";

/** What a date that cannot be read shows (spec part 2 §8). */
export const UNKNOWN_DATE = "Unknown";

function toDate(value: string | Date): Date {
  return typeof value === "string" ? new Date(value) : value;
}

function formatted(value: string | null | undefined, pattern: string, missing: string): string {
  if (!value) return missing;
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : UNKNOWN_DATE;
}

/**
 * 'Jan 5, 2026' of an ISO time or a 'yyyy-MM-dd' day; 'Unknown' when it does not parse, and
 * `missing` (by default 'Unknown' too) when there is no value.
 */
export function formatDate(value: string | null | undefined, missing = UNKNOWN_DATE): string {
  return formatted(value, "MMM d, yyyy", missing);
}

/** 'Jan 5, 2026 2:30 PM', with the rules of {@link formatDate}. */
export function formatDateTime(value: string | null | undefined, missing = UNKNOWN_DATE): string {
  return formatted(value, "MMM d, yyyy h:mm a", missing);
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
