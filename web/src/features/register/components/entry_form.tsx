/**
 * The assessment of a register entry (issue 29): applicability (a reason when it does not apply),
 * owner (a user of the company), controls (any number from the library), status, due date and
 * notes, saved together with one PATCH. The server records each real change in the history.
 */
import { type FormEvent, useId, useState } from "react";
import { REGISTER_STATUSES } from "@domain/register.ts";
import type { EntryAnswer } from "@api/schemas/register.ts";
import type { ControlAnswer } from "@api/schemas/controls.ts";
import { Button } from "@/components/ui/button.tsx";
import { errorId, FieldError, FormError, invalidProps } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { optionsOf, OptionsSelect, type SelectOption } from "@/components/ui/options_select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { HttpError, serverMessage } from "@/lib/http_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useSaveEntry } from "../api/save_entry.ts";
import { ENTRY_FORM as T, STATUS_LABELS } from "../strings.ts";
import { ControlsField } from "./controls_field.tsx";

/** The owner select's value for "no owner" (radix Select items cannot have an empty value). */
const NO_OWNER = "none";

type Applicability = EntryAnswer["applicability"];
type Status = EntryAnswer["status"];

/** The form's values, from the entry as loaded. */
function valuesOf(entry: EntryAnswer) {
  return {
    applicability: entry.applicability,
    reason: entry.reason ?? "",
    ownerId: entry.owner?.id ?? NO_OWNER,
    controlIds: entry.controls.map((c) => c.id),
    status: entry.status,
    dueDate: entry.dueDate ?? "",
    notes: entry.notes ?? "",
  };
}

/** The assessment form of `entry`; `people` are the owner's options ([id, name]). */
export function EntryForm(
  { entry, people, controls }: {
    entry: EntryAnswer;
    people: readonly SelectOption[];
    controls: readonly ControlAnswer[];
  },
) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEntry(entry.id);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const notApplicable = values.applicability === "not_applicable";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (notApplicable && values.reason.trim() === "") {
      setErrors({ reason: T.reasonRequired });
      return;
    }
    setErrors({});
    save.mutate({
      applicability: values.applicability,
      ...(notApplicable ? { reason: values.reason } : {}),
      ownerId: values.ownerId === NO_OWNER ? null : values.ownerId,
      controlIds: values.controlIds,
      status: values.status,
      dueDate: values.dueDate,
      notes: values.notes,
    }, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast({ title: T.saved });
      },
      onError: (error) => {
        const fields = error instanceof HttpError ? error.fieldErrors : {};
        setErrors({ ...fields, form: serverMessage(error, T.saveFailed) });
      },
    });
  };

  const ownerOptions: SelectOption[] = [[NO_OWNER, T.noOwner], ...people];
  const statusOptions = optionsOf<Status>(REGISTER_STATUSES, STATUS_LABELS);
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">{T.heading}</h2>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{T.applicability}</legend>
        <div className="flex flex-wrap gap-4">
          {([["applies", T.applies], ["not_applicable", T.notApplicable]] as const).map((
            [value, label],
          ) => (
            <label key={value} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-applicability`}
                value={value}
                checked={values.applicability === value}
                onChange={() => set("applicability", value as Applicability)}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {notApplicable && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>{T.reason}</Label>
          <Textarea
            id={`${id}-reason`}
            required
            value={values.reason}
            onChange={(e) => set("reason", e.target.value)}
            {...invalidProps(`${id}-reason`, errors.reason)}
          />
          <FieldError id={errorId(`${id}-reason`)} message={errors.reason} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-owner`}>{T.owner}</Label>
          <OptionsSelect
            id={`${id}-owner`}
            value={values.ownerId}
            onChange={(v) =>
              set("ownerId", v)}
            options={ownerOptions}
            {...invalidProps(`${id}-owner`, errors.ownerId)}
          />
          <FieldError id={errorId(`${id}-owner`)} message={errors.ownerId} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>{T.status}</Label>
          <OptionsSelect
            id={`${id}-status`}
            value={values.status}
            onChange={(v) =>
              set("status", v)}
            options={statusOptions}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-due`}>{T.dueDate}</Label>
          <Input
            id={`${id}-due`}
            type="date"
            value={values.dueDate}
            onChange={(e) =>
              set("dueDate", e.target.value)}
            {...invalidProps(`${id}-due`, errors.dueDate)}
          />
          <FieldError id={errorId(`${id}-due`)} message={errors.dueDate} />
        </div>
      </div>
      <ControlsField
        id={`${id}-controls`}
        controls={controls}
        value={values.controlIds}
        onChange={(ids) =>
          set("controlIds", ids)}
        error={errors.controlIds}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>{T.notes}</Label>
        <Textarea
          id={`${id}-notes`}
          value={values.notes}
          onChange={(e) => set("notes", e.target.value)}
          {...invalidProps(`${id}-notes`, errors.notes)}
        />
        <FieldError id={errorId(`${id}-notes`)} message={errors.notes} />
      </div>
      <FormError message={errors.form} />
      <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
        {save.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
