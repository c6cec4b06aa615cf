/** Business constants of the web app (spec part 1 §9). */
import { PASSWORD_MIN } from "@api/schemas/auth.ts";

/** Minimum length of a new password (the server's rule, api/schemas/auth.ts). */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN;

/** Delay between the 'Logged out' toast and the reload to /. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

/** Only this many toasts show at a time. */
export const TOAST_LIMIT = 1;

/** A dismissed toast is removed from memory after this delay. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** How long a toast stays open. */
export const TOAST_DURATION_MS = 5_000;
