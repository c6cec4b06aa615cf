/**
 * A labelled select of fixed options: user management's role, tier, status and filters, an
 * alert's channel, frequency and webhook format.
 */
import { useId } from "react";
import { Label } from "./ui/label.tsx";
import { OptionsSelect, type SelectOption } from "./ui/options_select.tsx";

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
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
      <OptionsSelect
        value={value}
        onChange={onChange}
        options={options}
        disabled={disabled}
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={testId}
      />
      {hint && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
