/** A field's validation message under its input; tie it with aria-describedby={errorId}. */

/** The message in the destructive colour, or nothing. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} className="text-sm text-destructive" data-testid={`error-${id}`}>{message}</p>;
}
