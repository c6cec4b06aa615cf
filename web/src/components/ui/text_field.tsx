/**
 * A labelled text input: the label is tied to the input by a generated id, and an optional hint
 * and validation message are tied to it by aria-describedby.
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn.ts";
import { errorId, FieldError } from "./field_error.tsx";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

/** Props of {@link TextField}: an input's props plus its label, a hint and an error. */
export type TextFieldProps = ComponentProps<"input"> & {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message: shown under the input, which is then marked invalid. */
  error?: string;
  containerClassName?: string;
};

/** Label, input, optional hint and optional error, stacked. */
export function TextField(
  { label, hint, error, containerClassName, id, ...props }: TextFieldProps,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId(inputId) : ""].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", containerClassName)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        {...props}
      />
      {hint && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={errorId(inputId)} message={error} />
    </div>
  );
}
