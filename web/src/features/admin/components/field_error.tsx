/** A field's error message under its input, tied to it by id (aria-describedby). */

/** The id of a field's error text. */
export const errorId = (fieldId: string) => `${fieldId}-error`;

/** Red text under a field; renders nothing without a message. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={errorId(id)} className="text-sm text-destructive">{message}</p>;
}
