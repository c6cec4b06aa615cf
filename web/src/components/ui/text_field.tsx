/** A labelled text input: the label is tied to the input by a generated id. */
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

/** Props of {@link TextField}: an input's props plus its label and an optional hint. */
export type TextFieldProps = ComponentProps<"input"> & {
  label: ReactNode;
  hint?: ReactNode;
  containerClassName?: string;
};

/** Label, input and optional hint, stacked. */
export function TextField(
  { label, hint, containerClassName, id, ...props }: TextFieldProps,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cn("grid gap-2", containerClassName)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-describedby={hint ? hintId : undefined} {...props} />
      {hint && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
