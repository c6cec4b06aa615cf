/**
 * Field errors of the forms: from a zod parse (checked before sending) and from the server's
 * 400/409 answer {message, errors: {field: message}}.
 */

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

/** The `errors` map of an error thrown by apiRequest (`"409: {json}"`), or {}. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return {};
  try {
    const body: unknown = JSON.parse(match[1]);
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== "object") return {};
    return Object.fromEntries(
      Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return {};
  }
}
