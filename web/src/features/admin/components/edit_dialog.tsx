/**
 * 'Edit Legal Update' (spec part 2 §2): Title, Status, Jurisdiction, AI Category, AI Summary
 * (3 rows) and Content (10 rows); Cancel and 'Save Changes' ('Saving...' while it runs).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { CATEGORIES } from "@domain/categories.ts";
import { UPDATE_STATUSES } from "@domain/legal_updates.ts";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { FormSelect } from "@/components/form_select.tsx";
import { namedOptions, optionsOf, plainOptions } from "@/components/ui/options_select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useEditUpdate } from "../api/edit_update.ts";
import { useJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { EDIT, STATUS_LABELS, TOASTS } from "../strings.ts";
import { errorId, FieldError, invalidProps } from "@/components/ui/field_error.tsx";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { editBody, EditForm as EditFormSchema, editValuesOf } from "../edit_form.ts";
import { ObligationsEditor } from "./obligations_editor.tsx";

const STATUS_OPTIONS = optionsOf(UPDATE_STATUSES, STATUS_LABELS);
const CATEGORY_OPTIONS = plainOptions(CATEGORIES);

function EditForm({ update, onDone }: { update: AdminUpdate; onDone: () => void }) {
  const { register, control, handleSubmit, setError, getValues, formState } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(EditFormSchema, undefined, { raw: true }),
    defaultValues: editValuesOf(update),
  });
  const errors = fieldMessages(formState.errors);
  const jurisdictions = useJurisdictions();
  const edit = useEditUpdate();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await edit.mutateAsync({ id: update.id, ...editBody(values) });
      toast({ title: TOASTS.updateUpdated });
      onDone();
    } catch (error) {
      const fields = Object.keys(getValues());
      showServerErrors(setError, error, { fields, fallback: TOASTS.updateFailed });
      toastError(TOASTS.error, error, TOASTS.updateFailed);
    }
  });

  const invalid = (field: string) => invalidProps(`edit-${field}`, errors[field]);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={EDIT.title}>
      <div className="grid gap-2">
        <Label htmlFor="edit-title">{EDIT.fieldTitle}</Label>
        <Input
          id="edit-title"
          {...register("title")}
          {...invalid("title")}
        />
        <FieldError id={errorId("edit-title")} message={errors.title} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="edit-status">{EDIT.status}</Label>
          <FormSelect
            control={control}
            name="status"
            options={STATUS_OPTIONS}
            id="edit-status"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-jurisdiction">{EDIT.jurisdiction}</Label>
          <FormSelect
            control={control}
            name="jurisdictionId"
            options={namedOptions(jurisdictions.data)}
            placeholder={EDIT.chooseJurisdiction}
            id="edit-jurisdiction"
            {...invalid("jurisdictionId")}
          />
          <FieldError id={errorId("edit-jurisdictionId")} message={errors.jurisdictionId} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-category">{EDIT.category}</Label>
          <FormSelect
            control={control}
            name="aiCategory"
            options={CATEGORY_OPTIONS}
            id="edit-category"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-summary">{EDIT.summary}</Label>
        <Textarea
          id="edit-summary"
          rows={3}
          placeholder={EDIT.summaryPlaceholder}
          {...register("aiSummary")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-content">{EDIT.content}</Label>
        <Textarea
          id="edit-content"
          rows={10}
          {...register("content")}
        />
      </div>
      <Controller
        control={control}
        name="obligations"
        render={({ field }) => (
          <ObligationsEditor drafts={field.value} onChange={field.onChange} errors={errors} />
        )}
      />
      <FormDialogFooter
        busy={edit.isPending}
        cancel={EDIT.cancel}
        submit={EDIT.save}
        submitting={EDIT.saving}
        onCancel={onDone}
        error={formError(formState.errors)}
        ready={formState.isDirty}
      />
    </form>
  );
}

/** The dialog for `update` (null: closed); the form starts from the update's values. */
export function EditDialog(
  { update, onOpenChange }: {
    update: AdminUpdate | null;
    onOpenChange: (open: boolean) => void;
  },
) {
  return (
    <FormDialog
      open={update !== null}
      onOpenChange={onOpenChange}
      title={EDIT.title}
      description={EDIT.description}
      className="max-w-3xl"
    >
      {update && <EditForm key={update.id} update={update} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
