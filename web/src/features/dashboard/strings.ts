/** User-visible texts of the welcome dashboard at /home (spec part 1 §2; spec DECISIONS.md). */

/** The dashboard greeting. */
export function greeting(firstName: string): string {
  return `Welcome back, ${firstName}!`;
}

/** The full-page sign-out button. */
export const SIGN_OUT = "Sign Out";
