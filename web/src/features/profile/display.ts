/** How the profile header names the user. */
import type { ProfileUser } from "./api/types.ts";

type Named = Pick<ProfileUser, "firstName" | "lastName" | "email">;

/** 'First Last', or whichever part exists, or the email. */
export function profileDisplayName(user: Named): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
  return name || user.email;
}

/** One or two capital letters: first and last initials, else the email's first letter. */
export function profileInitials(user: Named): string {
  const letters = (user.firstName?.trim().charAt(0) ?? "") +
    (user.lastName?.trim().charAt(0) ?? "");
  return (letters || user.email.trim().charAt(0) || "?").toUpperCase();
}
