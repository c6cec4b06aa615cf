/**
 * A field's validation message under its input (the input points at it with aria-describedby),
 * and the one message of a form whose refused request named none of its fields.
 */

/** The id of a field's error text, from the field's own id. */
export const errorId = (fieldId: string) => `${fieldId}-error`;

/** Attributes that mark an input invalid and point at its error text (nothing when valid). */
export function invalidProps(fieldId: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": errorId(fieldId) } : {};
}

/** The message in the destructive colour, or nothing. `id` is the message element's own id. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} className="text-sm text-destructive" data-testid={`error-${id}`}>{message}</p>;
}

/**
 * The form-level message, above the form's buttons: announced when it appears (role "alert"),
 * since no input points at it.
 */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return <p role="alert" className="text-sm text-destructive" data-testid="form-error">{message}
  </p>;
}
