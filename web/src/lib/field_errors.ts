/**
 * Field errors of the forms: from a zod parse (checked before sending) and from the server's
 * 400/409 answer {message, errors: {field: message}}.
 */
import { z } from "zod";
import { HttpError, serverMessage } from "./http_error.ts";

/** The key of the whole form's message in the maps below. */
export const FORM_MESSAGE = "form";

/**
 * The first message of each top-level field of a zod failure (zod's own flattening); a problem
 * of the whole form is keyed {@link FORM_MESSAGE}.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const [first] = messages as string[];
    if (first !== undefined) errors[field] = first;
  }
  if (formErrors[0] !== undefined) errors[FORM_MESSAGE] = formErrors[0];
  return errors;
}

/** The server's `errors` map of a refused request ({@link HttpError}), or {}. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? error.fieldErrors : {};
}

/** Where the messages of a refused request go: under fields, and one for the whole form. */
export interface PlacedErrors {
  /** The server's messages about the form's own fields, by dotted path. */
  fields: Record<string, string>;
  /** One message for the form as a whole, when the answer names none of its fields. */
  form?: string;
}

/**
 * Splits a refused request's messages between the form's `fields` (matched by a path's first
 * part, so "obligations.0.deadline" goes to the obligations editor) and one form-level message:
 * the first message about something that is no field of the form ("body"), or, when the answer
 * names no field at all (a 409, a 500, a network failure), the server's message or `fallback`
 * (ADR 0123).
 */
export function placeServerErrors(
  error: unknown,
  options: { fields: readonly string[]; fallback: string },
): PlacedErrors {
  const fields: Record<string, string> = {};
  let other: string | undefined;
  for (const [path, message] of Object.entries(serverFieldErrors(error))) {
    if (options.fields.includes(path.split(".", 1)[0]!)) fields[path] = message;
    else other ??= message;
  }
  const named = Object.keys(fields).length > 0;
  const form = other ?? (named ? undefined : serverMessage(error, options.fallback));
  return form === undefined ? { fields } : { fields, form };
}

/**
 * {@link placeServerErrors} as one map, for the forms that keep their messages in their own
 * state: the form-level message keyed {@link FORM_MESSAGE}.
 */
export function serverErrorMap(
  error: unknown,
  options: { fields: readonly string[]; fallback: string },
): Record<string, string> {
  const placed = placeServerErrors(error, options);
  return placed.form === undefined
    ? placed.fields
    : { ...placed.fields, [FORM_MESSAGE]: placed.form };
}
