/** A labelled text input with a list of earlier values to pick from (a native datalist). */
import { useId } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";

/** Label, input and its suggestions; typing any other value is allowed. */
export function SuggestionField(
  { label, value, onChange, suggestions, maxLength, name }: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    suggestions: readonly string[];
    maxLength: number;
    name: string;
  },
) {
  const id = useId();
  const listId = `${id}-suggestions`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        list={listId}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => <option key={suggestion} value={suggestion} />)}
      </datalist>
    </div>
  );
}
