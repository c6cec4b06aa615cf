/** The report's file name: from Content-Disposition, or legalwatch_report_{yyyy-MM-dd}.xlsx. */
import { format } from "date-fns";

/** The name a report gets when the server does not say (spec part 1 §7). */
export function fallbackFileName(now: Date = new Date()): string {
  return `legalwatch_report_${format(now, "yyyy-MM-dd")}.xlsx`;
}

/**
 * The file name in a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` preferred over
 * `filename="…"`), without any folder part; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header)?.[1]?.replace(/\\(.)/g, "$1") ??
    /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
