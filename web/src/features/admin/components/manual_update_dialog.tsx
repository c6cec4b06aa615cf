/**
 * 'Create Manual Legal Update' (spec part 2 §2, §5): Title, Link (Source URL), Jurisdiction,
 * Industry Category and Source Name, validated with the server's own schema; posts to
 * POST /api/legal-updates/manual.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { CATEGORIES } from "@domain/categories.ts";
import { ManualUpdateBody } from "@api/schemas/manual_update.ts";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { FormSelect } from "@/components/form_select.tsx";
import { namedOptions, OptionsSelect, plainOptions } from "@/components/ui/options_select.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useCreateManualUpdate } from "../api/create_manual_update.ts";
import { useJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { MANUAL, TOASTS } from "../strings.ts";
import { errorId, FieldError, invalidProps } from "@/components/ui/field_error.tsx";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";

const CATEGORY_OPTIONS = plainOptions(CATEGORIES);

const EMPTY = { title: "", sourceUrl: "", jurisdictionId: "", aiCategory: "", source: "" };

function Field(
  { id, label, error, children }: {
    id: string;
    label: string;
    error?: string;
    children: ReactNode;
  },
) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}

function JurisdictionSelect(
  { value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void },
) {
  const { data, isLoading, isError } = useJurisdictions();
  const placeholder = isLoading
    ? MANUAL.loadingJurisdictions
    : isError
    ? MANUAL.jurisdictionsError
    : MANUAL.jurisdictionPlaceholder;
  return (
    <>
      <OptionsSelect
        value={value}
        onChange={onChange}
        options={namedOptions(data)}
        placeholder={placeholder}
        disabled={isLoading || isError}
        id="manual-jurisdictionId"
        {...invalidProps("manual-jurisdictionId", error)}
      />
      {isError && <p className="text-sm text-destructive">{MANUAL.jurisdictionsErrorText}</p>}
    </>
  );
}

function ManualForm({ onDone }: { onDone: () => void }) {
  // The endpoint's schema takes the jurisdiction as the select's text too.
  const { register, control, handleSubmit, setError, formState } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(ManualUpdateBody),
    defaultValues: EMPTY,
  });
  const errors = fieldMessages(formState.errors);
  const create = useCreateManualUpdate();
  const describedBy = (name: keyof typeof EMPTY) => invalidProps(`manual-${name}`, errors[name]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await create.mutateAsync(body);
      toast({ title: TOASTS.created, description: answer.message });
      onDone();
    } catch (error) {
      showServerErrors(setError, error, {
        fields: Object.keys(EMPTY),
        fallback: TOASTS.createFailed,
      });
      toastError(TOASTS.error, error, TOASTS.createFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={MANUAL.title}>
      <Field id="manual-title" label={MANUAL.fieldTitle} error={errors.title}>
        <Input
          id="manual-title"
          {...register("title")}
          {...describedBy("title")}
        />
      </Field>
      <Field id="manual-sourceUrl" label={MANUAL.link} error={errors.sourceUrl}>
        <Input
          id="manual-sourceUrl"
          type="url"
          inputMode="url"
          placeholder={MANUAL.linkPlaceholder}
          {...register("sourceUrl")}
          {...describedBy("sourceUrl")}
        />
      </Field>
      <Field id="manual-jurisdictionId" label={MANUAL.jurisdiction} error={errors.jurisdictionId}>
        <Controller
          control={control}
          name="jurisdictionId"
          render={({ field }) => (
            <JurisdictionSelect
              value={String(field.value)}
              error={errors.jurisdictionId}
              onChange={field.onChange}
            />
          )}
        />
      </Field>
      <Field id="manual-aiCategory" label={MANUAL.category} error={errors.aiCategory}>
        <FormSelect
          control={control}
          name="aiCategory"
          options={CATEGORY_OPTIONS}
          placeholder={MANUAL.categoryPlaceholder}
          id="manual-aiCategory"
          {...describedBy("aiCategory")}
        />
      </Field>
      <Field id="manual-source" label={MANUAL.sourceName} error={errors.source}>
        <Input
          id="manual-source"
          {...register("source")}
          {...describedBy("source")}
        />
      </Field>
      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-800">{MANUAL.note}</p>
      <FormDialogFooter
        busy={create.isPending}
        cancel={MANUAL.cancel}
        submit={MANUAL.submit}
        submitting={MANUAL.submitting}
        onCancel={onDone}
        error={formError(formState.errors)}
      />
    </form>
  );
}

/** The dialog; the form starts empty each time it opens. */
export function ManualUpdateDialog(
  { open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void },
) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={MANUAL.title}
      description={MANUAL.description}
      className="max-w-xl"
    >
      {open && <ManualForm onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
