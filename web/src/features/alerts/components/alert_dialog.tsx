/**
 * The alert dialog: create an alert (empty, or from the listing's filters) or edit one. The
 * draft is checked with the server's own schema before it is sent. Once an alert is created the
 * same dialog shows its private feed URL and, for a webhook alert, its secret: each only once
 * (secret_panel.tsx). So does an edit that made an alert a webhook alert.
 *
 * The listing route hands it to the Legal Updates screen (app/routes/legal_updates.tsx), which
 * opens it with its filters.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import type { Alert } from "@api/schemas/alerts.ts";
import { FormDialogFooter } from "@/components/form_dialog.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { useJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import {
  alertBody,
  type AlertDraft,
  AlertDraftSchema,
  draftFromFilters,
  draftOf,
  type ListingFilters,
  NEW_DRAFT,
} from "../alert_form.ts";
import { useSaveAlert } from "../api/save_alert.ts";
import { FORM, TOASTS } from "../strings.ts";
import { AlertFields } from "./alert_fields.tsx";
import { SecretPanel, type Secrets } from "./secret_panel.tsx";

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The alert to edit; without it the dialog creates one. */
  alert?: Alert;
  /** Filters a new alert starts from (the listing's). */
  filters?: ListingFilters;
}

/** Where the keywords' message is: the body's name, not the draft's (keywordsText). */
const KEYWORDS_MESSAGE = "keywords" as Path<AlertDraft>;

function AlertForm(
  { start, alertId, onSecrets, onDone }: {
    start: AlertDraft;
    alertId?: number;
    onSecrets: (secrets: Secrets) => void;
    onDone: () => void;
  },
) {
  const { watch, handleSubmit, setValue, clearErrors, setError, getValues, formState } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(AlertDraftSchema, undefined, { raw: true }),
    defaultValues: start,
  });
  // The fields are controlled by the whole draft (checklists and selects are no inputs).
  const draft = watch();
  const errors = fieldMessages(formState.errors);
  const save = useSaveAlert();
  const editing = alertId !== undefined;

  /** Takes the changed fields and hides their messages until the next submit. */
  function change(part: Partial<AlertDraft>) {
    for (const [key, value] of Object.entries(part) as [keyof AlertDraft, never][]) {
      setValue(key, value, { shouldDirty: true });
      // The keywords' message is the body's ("keywords"), the field holds their text.
      clearErrors(key === "keywordsText" ? KEYWORDS_MESSAGE : key);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ id: alertId, body: alertBody(values) });
      // The panel that follows says "Alert created" itself; an edit says it with a toast.
      const { webhookSecret: secret, alert: { feedUrl } } = answer;
      if (!editing) return onSecrets({ kind: "created", secret, feedUrl });
      toast({ title: TOASTS.updated });
      if (secret) onSecrets({ kind: "webhookAdded", secret, feedUrl });
      else onDone();
    } catch (error) {
      // The keywords' message comes back under the body's name (KEYWORDS_MESSAGE).
      const fields = [...Object.keys(getValues()), KEYWORDS_MESSAGE];
      showServerErrors(setError, error, { fields, fallback: TOASTS.saveFailed });
      toastError(TOASTS.errorTitle, error, TOASTS.saveFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="alert-form">
      <DialogHeader>
        <DialogTitle>{editing ? FORM.editTitle : FORM.createTitle}</DialogTitle>
        <DialogDescription>{FORM.description}</DialogDescription>
      </DialogHeader>
      <AlertFields draft={draft} onChange={change} errors={errors} />
      <FormDialogFooter
        busy={save.isPending}
        cancel={FORM.cancel}
        submit={editing ? FORM.save : FORM.create}
        submitting={FORM.saving}
        onCancel={onDone}
        error={formError(formState.errors)}
        ready={!editing || formState.isDirty}
      />
    </form>
  );
}

/** The dialog; it starts afresh each time it opens. */
export function AlertDialog({ open, onOpenChange, alert, filters }: AlertDialogProps) {
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  const jurisdictions = useJurisdictions();
  const names = useMemo(
    () => new Map((jurisdictions.data ?? []).map((j) => [j.id, j.name])),
    [jurisdictions.data],
  );
  const start = alert ? draftOf(alert) : filters ? draftFromFilters(filters, names) : NEW_DRAFT;

  function changeOpen(next: boolean) {
    if (!next) setSecrets(null);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-xl" data-testid="alert-dialog">
        {secrets
          ? <SecretPanel {...secrets} onDone={() => changeOpen(false)} />
          : open && (
            <AlertForm
              // Another alert starts a new form; so do the jurisdiction names, once loaded, for
              // the name suggested from the listing's filters.
              key={alert ? alert.id : filters ? `filters:${names.size}` : "new"}
              start={start}
              alertId={alert?.id}
              onSecrets={setSecrets}
              onDone={() => changeOpen(false)}
            />
          )}
      </DialogContent>
    </Dialog>
  );
}
