/**
 * Field errors of the forms: from a zod parse (checked before sending) and from the server's
 * 400/409 answer {message, errors: {field: message}}.
 */
import { z } from "zod";
import { HttpError } from "./http_error.ts";

/**
 * The first message of each top-level field of a zod failure (zod's own flattening); a problem
 * of the whole form is keyed "form".
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const [first] = messages as string[];
    if (first !== undefined) errors[field] = first;
  }
  if (formErrors[0] !== undefined) errors.form = formErrors[0];
  return errors;
}

/** The server's `errors` map of a refused request ({@link HttpError}), or {}. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? error.fieldErrors : {};
}
