/**
 * An {@link OptionsSelect} bound to one field of a react-hook-form form: the forms' selects
 * (edit, manual update, source and jurisdiction dialogs) differ only in their field and options.
 */
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { OptionsSelect, type OptionsSelectProps } from "./ui/options_select.tsx";

/** Props of {@link FormSelect}: the form's control and field name instead of value/onChange. */
export type FormSelectProps<TForm extends FieldValues> =
  & Omit<OptionsSelectProps<string>, "value" | "onChange">
  & {
    control: Control<TForm>;
    name: FieldPath<TForm>;
    /** The field's value of an option, when the field does not hold the option's text. */
    parse?: (option: string) => unknown;
  };

/** The field's select; the field's value is shown as text (a number id, a frequency). */
export function FormSelect<TForm extends FieldValues>(
  { control, name, parse, ...select }: FormSelectProps<TForm>,
) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionsSelect
          {...select}
          value={String(field.value ?? "")}
          onChange={(option) => field.onChange(parse ? parse(option) : option)}
        />
      )}
    />
  );
}
