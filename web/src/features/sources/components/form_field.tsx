/** A labelled form field with its error under the input, tied by aria-describedby. */
import type { ReactNode } from "react";
import { errorId } from "@/components/ui/field_error.tsx";
import { Label } from "@/components/ui/label.tsx";

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
