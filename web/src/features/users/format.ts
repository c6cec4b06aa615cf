/** How user management shows names and dates (spec part 2 §2, §8). */
import { format, formatDistanceToNow, isValid, parseISO } from "date-fns";

/** The parts of a user the name helpers read. */
export interface NamedUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** 'First Last' when both exist, else the email. */
export function displayName(user: NamedUser): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  return first && last ? `${first} ${last}` : user.email;
}

/** Shown for a date that does not parse. */
export const INVALID_DATE = "Unknown";
/** The spec's date format. */
export const DATE_FORMAT = "MMM d, yyyy";

function parse(value: string): Date {
  return parseISO(value);
}

/** 'MMM d, yyyy', `empty` when there is no date, 'Unknown' when it does not parse. */
export function formatDate(value: string | null | undefined, empty: string): string {
  if (!value) return empty;
  const date = parse(value);
  return isValid(date) ? format(date, DATE_FORMAT) : INVALID_DATE;
}

/** '3 days ago', `empty` when there is no date, 'Unknown' when it does not parse. */
export function relativeTime(value: string | null | undefined, empty: string): string {
  if (!value) return empty;
  const date = parse(value);
  return isValid(date) ? `${formatDistanceToNow(date)} ago` : INVALID_DATE;
}

/** The value of an `<input type="date">` (local day) for a stored time, or "". */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return "";
  const date = parse(value);
  return isValid(date) ? format(date, "yyyy-MM-dd") : "";
}

/**
 * A date input's value as the ISO time of that local midnight, so that the day shown back in
 * the same time zone is the day chosen; empty becomes null.
 */
export function fromDateInput(value: string): string | null {
  if (!value) return null;
  const [y, m, d] = value.split("-").map(Number);
  if (!y || !m || !d) return null;
  return new Date(y, m - 1, d).toISOString();
}
