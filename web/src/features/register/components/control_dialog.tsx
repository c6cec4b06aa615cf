/**
 * Add or edit a control of the library: reference, name, description and owner, checked with the
 * server's body schema (a select's "no owner" becomes null first). A reference already in the
 * library is the server's 409, said above the buttons.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { type ControlAnswer, CreateControlBody } from "@api/schemas/controls.ts";
import type { RegisterOwnersAnswer } from "@api/schemas/register.ts";
import { REGISTER_LIMITS } from "@domain/register.ts";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { FormSelect } from "@/components/form_select.tsx";
import { errorId, FieldError, invalidProps } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import type { SelectOption } from "@/components/ui/options_select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { fieldMessages, formError, formSchema, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { nameOrEmail } from "@/lib/user_names.ts";
import { toast } from "@/lib/use_toast.ts";
import { useSaveControl } from "../api/controls.ts";
import { CONTROL_DIALOG as D } from "../strings.ts";

/** The owner select's value for no owner. */
const NO_OWNER = "none";

interface ControlForm {
  reference: string;
  name: string;
  description: string;
  ownerId: string;
}

/** The form's values as the body (the select's "no owner" as null). */
const toBody = (values: ControlForm) => ({
  ...values,
  ownerId: values.ownerId === NO_OWNER ? null : values.ownerId,
});

const ControlFormSchema = formSchema(CreateControlBody, toBody);

function startOf(control: ControlAnswer | null): ControlForm {
  return {
    reference: control?.reference ?? "",
    name: control?.name ?? "",
    description: control?.description ?? "",
    ownerId: control?.owner?.id ?? NO_OWNER,
  };
}

/** Props of {@link ControlDialog}. */
export interface ControlDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control to edit; null adds one. */
  control: ControlAnswer | null;
  owners: RegisterOwnersAnswer["owners"];
}

/** The dialog; its form starts afresh each time it opens. */
export function ControlDialog({ open, onOpenChange, control, owners }: ControlDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={control ? D.editTitle : D.addTitle}
      description={D.intro}
    >
      {open && (
        <ControlFields
          control={control}
          owners={owners}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function ControlFields(
  { control, owners, onDone }: {
    control: ControlAnswer | null;
    owners: RegisterOwnersAnswer["owners"];
    onDone: () => void;
  },
) {
  const start = startOf(control);
  const { register, control: form, clearErrors, setError, setFocus, handleSubmit, formState } =
    useForm<ControlForm>({
      ...ON_SUBMIT,
      resolver: zodResolver(ControlFormSchema, undefined, { raw: true }),
      defaultValues: start,
    });
  const ids = { reference: useId(), name: useId(), description: useId(), owner: useId() };
  const errors = fieldMessages(formState.errors);
  const save = useSaveControl();
  const ownerOptions: SelectOption[] = [
    [NO_OWNER, D.noOwner],
    ...owners.map((o) => [o.id, nameOrEmail(o)] as const),
  ];

  const submit = handleSubmit((values) => {
    const body = toBody(values);
    const input = control ? { id: control.id, body } : { body };
    save.mutate(input, {
      onSuccess: () => {
        toast({ title: control ? D.saved : D.added });
        onDone();
      },
      // A reference already in the library (409) is said above the buttons, as the server says it.
      onError: (error) =>
        showServerErrors(setError, error, { fields: Object.keys(start), fallback: D.failed }),
    });
  }, (failed) => {
    if (failed.reference) setFocus("reference");
    else if (failed.name) setFocus("name");
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <div className="grid gap-2">
          <Label htmlFor={ids.reference}>{D.reference}</Label>
          <Input
            id={ids.reference}
            maxLength={REGISTER_LIMITS.referenceChars}
            aria-required="true"
            {...invalidProps(ids.reference, errors.reference)}
            {...register("reference", { onChange: () => clearErrors("reference") })}
          />
          <FieldError id={errorId(ids.reference)} message={errors.reference} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.name}>{D.name}</Label>
          <Input
            id={ids.name}
            maxLength={REGISTER_LIMITS.controlNameChars}
            aria-required="true"
            {...invalidProps(ids.name, errors.name)}
            {...register("name", { onChange: () => clearErrors("name") })}
          />
          <FieldError id={errorId(ids.name)} message={errors.name} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>{D.description}</Label>
        <Textarea
          id={ids.description}
          rows={3}
          maxLength={REGISTER_LIMITS.descriptionChars}
          {...invalidProps(ids.description, errors.description)}
          {...register("description")}
        />
        <FieldError id={errorId(ids.description)} message={errors.description} />
      </div>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={ids.owner}>{D.owner}</Label>
        <FormSelect control={form} name="ownerId" options={ownerOptions} id={ids.owner} />
        <FieldError id={errorId(ids.owner)} message={errors.ownerId} />
      </div>
      <FormDialogFooter
        busy={save.isPending}
        cancel={D.cancel}
        submit={control ? D.save : D.add}
        submitting={D.saving}
        onCancel={onDone}
        error={formError(formState.errors)}
        ready={!control || formState.isDirty}
      />
    </form>
  );
}
