/** A labelled form field with its error under the input, tied by aria-describedby. */
import type { ReactNode } from "react";
import { Label } from "../../../components/ui/label.tsx";

/** The id of a field's error text. */
export const errorId = (fieldId: string) => `${fieldId}-error`;

/** Attributes that mark an input invalid and point at its error. */
export function invalidProps(fieldId: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": errorId(fieldId) } : {};
}

/** Label, control, optional hint and error. */
export function FormField(
  { id, label, error, hint, children }: {
    id: string;
    label: string;
    error?: string;
    hint?: string;
    children: ReactNode;
  },
) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && <p id={errorId(id)} className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
