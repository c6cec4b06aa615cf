/**
 * A labelled select of fixed options: user management's role, tier, status and filters, an
 * alert's channel, frequency and webhook format.
 */
import { useId } from "react";
import { Label } from "./ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select.tsx";

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  disabled?: boolean;
  hint?: string;
  testId?: string;
}

/** Label above a select; the label names the trigger. */
export function SelectField<T extends string>(
  { label, value, onChange, options, disabled, hint, testId }: SelectFieldProps<T>,
) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as T)} disabled={disabled}>
        <SelectTrigger
          id={id}
          aria-describedby={hint ? `${id}-hint` : undefined}
          data-testid={testId}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([option, text]) => (
            <SelectItem key={option} value={option}>{text}</SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** [value, label] pairs of a label map, in the order of `values`. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): (readonly [T, string])[] {
  return values.map((v) => [v, labels[v]] as const);
}
