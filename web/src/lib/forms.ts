/**
 * What every form of the web shares on react-hook-form (ADR 0105): the
 * options that keep validation on submit only, the schema of a form whose fields differ from its
 * endpoint's body (derived from that body schema, never copied), its errors as one message per
 * field path, and the server's field errors put under their fields.
 */
import { z } from "zod";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { placeServerErrors } from "./field_errors.ts";

/**
 * useForm options of every form: checked when submitted and not while typing (as before the
 * move), and no focus jump to the first bad field.
 */
export const ON_SUBMIT = {
  mode: "onSubmit",
  reValidateMode: "onSubmit",
  shouldFocusError: false,
} as const;

/**
 * The schema of a form whose fields are not the body's (a select's string for a number id, a
 * text for a list): the form's values become the body by `toBody`, which the endpoint's own
 * `body` schema then checks, so the messages and field paths are the endpoint's.
 */
export function formSchema<Values, Body extends z.ZodType>(
  body: Body,
  toBody: (values: Values) => z.input<Body>,
) {
  // toBody makes the body schema's input; zod's types cannot follow that through the generic.
  const bodyOfValues = body as unknown as z.ZodType<z.output<Body>, unknown>;
  // z.custom without a check takes the values as they are: only the body schema judges them.
  return z.custom<Values>().transform((values): unknown => toBody(values)).pipe(bodyOfValues);
}

type Tree = { [key: string]: unknown };

/**
 * The form's errors as one message per dotted path ("name", "obligations.2.citation"), the
 * names the server's `errors` use.
 */
export function fieldMessages(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      // A message's `ref` is its DOM element, and `types` its other criteria: not fields.
      if (value === null || typeof value !== "object" || key === "ref" || key === "types") continue;
      // `root` holds the form-level message (formError), which belongs to no field.
      if (!prefix && key === "root") continue;
      const path = prefix ? `${prefix}.${key}` : key;
      const { message } = value as { message?: unknown };
      if (typeof message === "string") out[path] = message;
      else walk(value as Tree, path);
    }
  };
  walk(errors as Tree, "");
  return out;
}

/** Where react-hook-form keeps the form-level message of a refused request. */
export const FORM_ERROR = "root.server";

/**
 * Shows a refused request's messages: each under its field, and one that names no field of the
 * form as the form-level message ({@link formError}). `fields` are the form's field names (the
 * keys of its values, plus any body name a field shows, such as the alert's "keywords");
 * `fallback` is said when the server said nothing (a network failure).
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  options: { fields: readonly string[]; fallback: string },
): void {
  const placed = placeServerErrors(error, options);
  for (const [field, message] of Object.entries(placed.fields)) {
    setError(field as Path<T>, { type: "server", message });
  }
  if (placed.form !== undefined) setError(FORM_ERROR, { type: "server", message: placed.form });
}

/** The form-level message set by {@link showServerErrors}, if any. */
export function formError(errors: FieldErrors): string | undefined {
  const message = errors.root?.server?.message;
  return typeof message === "string" ? message : undefined;
}
