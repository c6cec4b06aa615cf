/** The controls an entry maps to (issue 29): one checkbox per control of the library. */
import type { ControlAnswer } from "@api/schemas/controls.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { FieldError } from "@/components/ui/field_error.tsx";
import { Label } from "@/components/ui/label.tsx";
import { ENTRY_FORM as T } from "../strings.ts";

/** A fieldset of `controls`, the ids in `value` checked. */
export function ControlsField(
  { id, controls, value, onChange, error }: {
    id: string;
    controls: readonly ControlAnswer[];
    value: readonly number[];
    onChange: (ids: number[]) => void;
    error?: string;
  },
) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{T.controls}</legend>
      {controls.length === 0
        ? <p className="text-sm text-muted-foreground">{T.noControls}</p>
        : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {controls.map((control) => {
              const boxId = `${id}-${control.id}`;
              return (
                <li key={control.id} className="flex items-start gap-2">
                  <Checkbox
                    id={boxId}
                    checked={value.includes(control.id)}
                    className="mt-0.5"
                    onCheckedChange={(on) =>
                      onChange(
                        on === true
                          ? [...value, control.id]
                          : value.filter((c) => c !== control.id),
                      )}
                  />
                  <Label htmlFor={boxId} className="font-normal leading-snug">
                    <span className="font-medium">{control.reference}</span> {control.name}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
