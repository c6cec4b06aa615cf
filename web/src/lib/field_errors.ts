/**
 * Field errors of the forms: from a zod parse (checked before sending) and from the server's
 * 400/409 answer {message, errors: {field: message}}.
 */
import { HttpError } from "./http_error.ts";

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The first message of each field of a zod failure. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** The server's `errors` map of a refused request ({@link HttpError}), or {}. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? error.fieldErrors : {};
}
