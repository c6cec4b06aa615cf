/**
 * The jurisdiction form (spec part 2 §5): name, description, sync frequency (1, 3, 6, 12, 24) and
 * whether it is active; field errors under the inputs. Adds (no jurisdiction) or edits.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { JurisdictionView } from "@api/schemas/sources.ts";
import { DEFAULT_SYNC_FREQUENCY, SYNC_FREQUENCIES, type SyncFrequency } from "@domain/sources.ts";
import { JurisdictionBody } from "@api/schemas/sources.ts";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { FormSelect } from "@/components/form_select.tsx";
import { FormSwitch } from "@/components/form_switch.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useSaveJurisdiction } from "../api/save_jurisdiction.ts";
import { JURISDICTION_FORM as F, TOASTS } from "../strings.ts";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { invalidProps } from "@/components/ui/field_error.tsx";
import { FormField } from "./form_field.tsx";

/** One of the sync frequencies the select offers (the default for none). */
function frequencyOf(perDay: number | undefined): SyncFrequency {
  return SYNC_FREQUENCIES.find((n) => n === perDay) ?? DEFAULT_SYNC_FREQUENCY;
}

const FREQUENCY_OPTIONS = SYNC_FREQUENCIES.map((n) => [String(n), F.frequency(n)] as const);

function JurisdictionForm(
  { jurisdiction, onDone }: { jurisdiction: JurisdictionView | null; onDone: () => void },
) {
  // The fields have the body's shape (the select turns its text into the number), so the form
  // is checked with the endpoint's own schema.
  const { register, control, handleSubmit, setError, getValues, formState } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(JurisdictionBody, undefined, { raw: true }),
    defaultValues: {
      name: jurisdiction?.name ?? "",
      description: jurisdiction?.description ?? "",
      syncFrequency: frequencyOf(jurisdiction?.syncFrequency),
      isActive: jurisdiction?.isActive ?? true,
    },
  });
  const errors = fieldMessages(formState.errors);
  const save = useSaveJurisdiction();
  const editing = jurisdiction !== null;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: jurisdiction?.id, body });
      toast({
        title: TOASTS.success,
        description: editing ? TOASTS.jurisdictionUpdated : TOASTS.jurisdictionAdded,
      });
      onDone();
    } catch (error) {
      const fallback = editing ? TOASTS.jurisdictionUpdateFailed : TOASTS.jurisdictionAddFailed;
      showServerErrors(setError, error, { fields: Object.keys(getValues()), fallback });
      toastError(TOASTS.error, error, fallback);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="jurisdiction-name" label={F.name} error={errors.name}>
        <Input
          id="jurisdiction-name"
          {...register("name")}
          {...invalidProps("jurisdiction-name", errors.name)}
        />
      </FormField>
      <FormField id="jurisdiction-description" label={F.about} error={errors.description}>
        <Textarea
          id="jurisdiction-description"
          rows={3}
          {...register("description")}
          {...invalidProps("jurisdiction-description", errors.description)}
        />
      </FormField>
      <FormField id="jurisdiction-frequency" label={F.syncFrequency} error={errors.syncFrequency}>
        <FormSelect
          control={control}
          name="syncFrequency"
          options={FREQUENCY_OPTIONS}
          parse={(option) => frequencyOf(Number(option))}
          id="jurisdiction-frequency"
          {...invalidProps("jurisdiction-frequency", errors.syncFrequency)}
        />
      </FormField>
      <FormSwitch
        control={control}
        name="isActive"
        id="jurisdiction-active"
        label={F.isActive}
      />
      <FormDialogFooter
        busy={save.isPending}
        cancel={F.cancel}
        submit={editing ? F.save : F.add}
        submitting={F.saving}
        onCancel={onDone}
        error={formError(formState.errors)}
        ready={!editing || formState.isDirty}
      />
    </form>
  );
}

/** The dialog: `jurisdiction` to edit, null to add; `open` shows it. */
export function JurisdictionDialog(
  { open, jurisdiction, onOpenChange }: {
    open: boolean;
    jurisdiction: JurisdictionView | null;
    onOpenChange: (open: boolean) => void;
  },
) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={jurisdiction ? F.editTitle : F.addTitle}
      description={F.description}
    >
      {open && (
        <JurisdictionForm
          key={jurisdiction?.id ?? "new"}
          jurisdiction={jurisdiction}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}
