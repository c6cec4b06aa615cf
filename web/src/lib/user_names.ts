/** How a user's name is shown in the navigation bar and on the dashboard. */
import { DEFAULT_FIRST_NAME } from "../strings.ts";

/** The parts of a user these helpers read. */
export interface NamedUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** The first name, or 'User' when it is missing or blank. */
export function displayFirstName(user: Pick<NamedUser, "firstName">): string {
  return user.firstName?.trim() || DEFAULT_FIRST_NAME;
}

/** One or two capital letters: first and last initials, else the email's first letter. */
export function initials(user: NamedUser): string {
  const first = user.firstName?.trim().charAt(0) ?? "";
  const last = user.lastName?.trim().charAt(0) ?? "";
  const letters = first + last || user.email.trim().charAt(0);
  return letters.toUpperCase() || "?";
}
