/**
 * What every zValidator in the routes passes as its hook: a failed parse becomes a 400
 * {message, errors: {field: message}} (spec DECISIONS.md), the first problem as the message.
 * Usage: `zValidator("json", Schema, onInvalid)`.
 */
import { ApiError } from "./errors.ts";

interface Issue {
  path: PropertyKey[];
  message: string;
}

export function onInvalid(
  result: { success: true } | { success: false; error: { issues: readonly Issue[] } },
): void {
  if (result.success) return;
  throw invalidInput(result.error.issues);
}

/**
 * Builds the 400 for a list of zod issues (also used where a route validates by hand). Not
 * `z.flattenError`: a nested problem keeps its whole path ("obligations.0.deadline"), which the
 * obligations editor reads (ADR 0097).
 */
export function invalidInput(issues: readonly Issue[]): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  const message = issues[0]?.message ?? "Invalid input";
  return new ApiError(400, message, { errors });
}
