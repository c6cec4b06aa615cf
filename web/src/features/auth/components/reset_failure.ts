/** Which title a failed email step of the password reset shows (spec part 1 §8). */
import { HttpError } from "@/lib/http_error.ts";
import { TOASTS } from "../strings.ts";

/**
 * 'Email not found' when the server says so (404), or says nothing at all (the spec pairs it
 * with its fallback text). Any other answer means the account cannot use the reset: no security
 * answers (400), reset switched off or account deactivated (403), too many tries (429). The
 * server's message explains which, under 'Password reset unavailable'.
 */
export function emailStepFailureTitle(error: unknown): string {
  return !(error instanceof HttpError) || error.status === 404
    ? TOASTS.emailNotFound.title
    : TOASTS.resetUnavailable.title;
}
