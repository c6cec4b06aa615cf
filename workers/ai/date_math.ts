/**
 * Calendar arithmetic on UTC days, for resolving deadlines. Every Date here is midnight UTC, so
 * that a deadline does not move with the server's time zone.
 */

const DAY_MS = 86_400_000;

/** English month names and abbreviations → month index (0-11). */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  [
    ["january", "jan"],
    ["february", "feb"],
    ["march", "mar"],
    ["april", "apr"],
    ["may", "may"],
    ["june", "jun"],
    ["july", "jul"],
    ["august", "aug"],
    ["september", "sep", "sept"],
    ["october", "oct"],
    ["november", "nov"],
    ["december", "dec"],
  ].flatMap((names, month) => names.map((n) => [n, month] as const)),
);

/** A UTC-midnight date, or null when the day does not exist (31 February). */
export function utcDate(year: number, month: number, day: number): Date | null {
  if (year < 1900 || year > 2200 || month < 0 || month > 11 || day < 1) return null;
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month ? date : null;
}

/** The UTC day of a moment (its time of day dropped). */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Adds whole days. */
export function addDays(date: Date, days: number): Date {
  return new Date(startOfUtcDay(date).getTime() + days * DAY_MS);
}

/** Adds working days (Monday to Friday; public holidays are not known here). */
export function addBusinessDays(date: Date, days: number): Date {
  let result = startOfUtcDay(date);
  let left = days;
  while (left > 0) {
    result = addDays(result, 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return result;
}

/** Adds calendar months, clamping to the last day of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier), by UTC day. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY_MS);
}

/** "2027-01-01". */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "1 January 2027": unambiguous for readers on both sides of the Atlantic. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
