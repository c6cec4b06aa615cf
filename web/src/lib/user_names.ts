/**
 * How people are named on screen: the navigation's first name and initials, the dashboard's
 * greeting, the profile header, the reviewer and actor names of the Verification Portal.
 */

/** The parts of a person these helpers read. */
export interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
}

/** Shown when a user has no first name. */
export const DEFAULT_FIRST_NAME = "User";

/** The first name, or 'User' when it is missing or blank. */
export function displayFirstName(person: Pick<NamedPerson, "firstName">): string {
  return person.firstName?.trim() || DEFAULT_FIRST_NAME;
}

/** 'First Last', or whichever part exists; null when neither does (or no person). */
export function fullName(person: NamedPerson | null): string | null {
  if (!person) return null;
  const name = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(" ");
  return name || null;
}

/** {@link fullName}, else the email (the profile header). */
export function nameOrEmail(user: NamedPerson & { email: string }): string {
  return fullName(user) ?? user.email;
}

/** One or two capital letters: first and last initials, else the email's first letter, else '?'. */
export function initials(user: NamedPerson & { email: string }): string {
  const first = user.firstName?.trim().charAt(0) ?? "";
  const last = user.lastName?.trim().charAt(0) ?? "";
  const letters = first + last || user.email.trim().charAt(0);
  return letters.toUpperCase() || "?";
}
