/** How user management shows names and times (spec part 2 §2, §8); days: lib/dates.ts. */
import { format, formatDistanceToNow, isValid, parseISO } from "date-fns";
import { UNKNOWN_DATE } from "@/lib/dates.ts";

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

/**
 * The small line under the User cell's name. The spec shows the email there, which repeats the
 * email when the name falls back to it; then the one name part there is (or nothing) shows
 * instead (issue 25, ADR 0116).
 */
export function secondLine(user: NamedUser): string | null {
  if (displayName(user) !== user.email) return user.email;
  const part = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
  return part || null;
}

/** '3 days ago', `empty` when there is no date, 'Unknown' when it does not parse. */
export function relativeTime(value: string | null | undefined, empty: string): string {
  if (!value) return empty;
  const date = parseISO(value);
  return isValid(date) ? `${formatDistanceToNow(date)} ago` : UNKNOWN_DATE;
}

/** The value of an `<input type="date">` (local day) for a stored time, or "". */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return "";
  const date = parseISO(value);
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
