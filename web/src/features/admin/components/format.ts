/** Date and name display of the portal (spec part 2 §8: an invalid date reads 'Unknown'). */
import { format } from "date-fns";
import { safeHttpUrl } from "../../../../../api/schemas/links.ts";

export const UNKNOWN_DATE = "Unknown";

/** 'MMM d, yyyy' in the browser's time zone, or 'Unknown'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return UNKNOWN_DATE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? UNKNOWN_DATE : format(date, "MMM d, yyyy");
}

/** 'MMM d, yyyy h:mm a', or 'Unknown'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return UNKNOWN_DATE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? UNKNOWN_DATE : format(date, "MMM d, yyyy h:mm a");
}

/** "First Last", whichever parts exist, or null. */
export function personName(
  person: { firstName: string | null; lastName: string | null } | null,
): string | null {
  if (!person) return null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ").trim();
  return name || null;
}

/** Only http and https links are rendered as links (DECISIONS.md). */
export function isSafeLink(url: string): boolean {
  return safeHttpUrl(url) !== null;
}
