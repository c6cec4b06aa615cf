/**
 * "Add duty": a register entry by hand (duty, citation, due date), checked with the server's own
 * body schema before it is sent; a bad field is said under it, a refused save above the buttons.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { CreateEntryBody } from "@api/schemas/register.ts";
import { REGISTER_LIMITS } from "@domain/register.ts";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { errorId, FieldError, invalidProps } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { fieldMessages, formError, formSchema, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { toast } from "@/lib/use_toast.ts";
import { useAddEntry } from "../api/add_entry.ts";
import { ADD_DUTY as A } from "../strings.ts";

interface AddDutyForm {
  duty: string;
  citation: string;
  dueDate: string;
}

const EMPTY: AddDutyForm = { duty: "", citation: "", dueDate: "" };

/** The form's values are the body as typed: the server's schema checks them as they are. */
const AddDutySchema = formSchema(CreateEntryBody, (values: AddDutyForm) => values);

/** The dialog; the form starts empty each time it opens. */
export function AddDutyDialog(
  { open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void },
) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={A.title} description={A.description}>
      {open && (
        <AddDutyForm onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

function AddDutyForm({ onDone }: { onDone: () => void }) {
  const { register, clearErrors, setError, setFocus, handleSubmit, formState } = useForm<
    AddDutyForm
  >({
    ...ON_SUBMIT,
    resolver: zodResolver(AddDutySchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const ids = { duty: useId(), citation: useId(), due: useId() };
  const errors = fieldMessages(formState.errors);
  const add = useAddEntry();

  const submit = handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: () => {
        toast({ title: A.added });
        onDone();
      },
      onError: (error) =>
        showServerErrors(setError, error, { fields: Object.keys(EMPTY), fallback: A.failed }),
    });
  }, (failed) => {
    if (failed.duty) setFocus("duty");
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={ids.duty}>{A.duty}</Label>
        <Textarea
          id={ids.duty}
          rows={3}
          maxLength={REGISTER_LIMITS.dutyChars}
          aria-required="true"
          {...invalidProps(ids.duty, errors.duty)}
          {...register("duty", { onChange: () => clearErrors("duty") })}
        />
        <FieldError id={errorId(ids.duty)} message={errors.duty} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.citation}>{A.citation}</Label>
        <Textarea
          id={ids.citation}
          rows={2}
          maxLength={REGISTER_LIMITS.citationChars}
          aria-describedby={`${ids.citation}-hint`}
          {...register("citation")}
        />
        <p id={`${ids.citation}-hint`} className="text-xs text-muted-foreground">
          {A.citationHint}
        </p>
        <FieldError id={errorId(ids.citation)} message={errors.citation} />
      </div>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={ids.due}>{A.dueDate}</Label>
        <Input
          id={ids.due}
          type="date"
          {...invalidProps(ids.due, errors.dueDate)}
          {...register("dueDate")}
        />
        <FieldError id={errorId(ids.due)} message={errors.dueDate} />
      </div>
      <FormDialogFooter
        busy={add.isPending}
        cancel={A.cancel}
        submit={A.submit}
        submitting={A.saving}
        onCancel={onDone}
        error={formError(formState.errors)}
      />
    </form>
  );
}
