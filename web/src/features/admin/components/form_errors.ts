/** Turns a zod parse failure into one message per field, as the forms show them. */

/** A zod issue's parts the forms use. */
interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The first message of each field (top-level path part), e.g. {title: "Title is required"}. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
