/**
 * A select of a fixed list of options: the radix Select with its trigger, value and one item per
 * option. Every select of the web is one of these; only the trigger's attributes differ (ADR
 * 0112).
 */
import type { ComponentProps } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";

/** One option: its value and the text shown for it. */
export type SelectOption<T extends string = string> = readonly [value: T, label: string];

/** Props of {@link OptionsSelect}: the trigger's own attributes (id, aria-*, class, test id) too. */
export type OptionsSelectProps<T extends string> =
  & Omit<ComponentProps<typeof SelectTrigger>, "onChange" | "value" | "children">
  & {
    value: T;
    onChange: (value: T) => void;
    options: readonly SelectOption<T>[];
    /** Shown while no option is chosen (value ""). */
    placeholder?: string;
    disabled?: boolean;
  };

/** The select; `onChange` gets the chosen option's value. */
export function OptionsSelect<T extends string>(
  { value, onChange, options, placeholder, disabled, ...trigger }: OptionsSelectProps<T>,
) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map(([option, label]) => (
          <SelectItem key={option} value={option}>{label}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** [value, label] pairs of a label map, in the order of `values`. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): SelectOption<T>[] {
  return values.map((v) => [v, labels[v]] as const);
}

/** Options whose label is their value (the categories). */
export function plainOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((v) => [v, v] as const);
}

/** The options of records with a number id and a name (jurisdictions), the id as text. */
export function namedOptions(
  rows: readonly { id: number; name: string }[] | undefined,
): SelectOption[] {
  return (rows ?? []).map((row) => [String(row.id), row.name] as const);
}
