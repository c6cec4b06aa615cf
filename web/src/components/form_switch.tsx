/**
 * A switch bound to a boolean field of a react-hook-form form, its label beside it and an
 * optional hint under both (the source and jurisdiction dialogs' "active" and "full text").
 */
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { Label } from "./ui/label.tsx";
import { Switch } from "./ui/switch.tsx";

/** Props of {@link FormSwitch}; `id` ties the label and names the hint (`${id}-hint`). */
export interface FormSwitchProps<TForm extends FieldValues> {
  control: Control<TForm>;
  name: FieldPath<TForm>;
  id: string;
  label: string;
  hint?: string;
}

/** The switch and its label in a row, then the hint (which describes the switch). */
export function FormSwitch<TForm extends FieldValues>(
  { control, name, id, label, hint }: FormSwitchProps<TForm>,
) {
  const hintId = `${id}-hint`;
  const row = (
    <div className="flex items-center gap-3">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            aria-describedby={hint ? hintId : undefined}
          />
        )}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
  if (!hint) return row;
  return (
    <div className="grid gap-1">
      {row}
      <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
