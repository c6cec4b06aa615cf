/**
 * 'Edit Legal Update' (spec part 2 §2): Title, Status, Jurisdiction, AI Category, AI Summary
 * (3 rows) and Content (10 rows); Cancel and 'Save Changes' ('Saving...' while it runs).
 */
import { type FormEvent, useState } from "react";
import { CATEGORIES } from "../../../../../domain/categories.ts";
import { UPDATE_STATUSES, type UpdateStatus } from "../../../../../domain/legal_updates.ts";
import { type AdminUpdate, EditUpdateBody } from "../../../../../api/schemas/review.ts";
import { FormDialog, FormDialogFooter } from "../../../components/form_dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toastError } from "../../../lib/toast_error.ts";
import { toast } from "../../../lib/use_toast.ts";
import { useEditUpdate } from "../api/edit_update.ts";
import { useJurisdictions } from "../../../lib/queries/jurisdictions.ts";
import { EDIT, STATUS_LABELS, TOASTS } from "../strings.ts";
import { errorId, FieldError, invalidProps } from "../../../components/ui/field_error.tsx";
import { serverFieldErrors } from "../../../lib/field_errors.ts";
import { fromDrafts, ObligationsEditor, pathErrors, toDrafts } from "./obligations_editor.tsx";

function EditForm({ update, onDone }: { update: AdminUpdate; onDone: () => void }) {
  const [title, setTitle] = useState(update.title);
  const [status, setStatus] = useState<UpdateStatus>(update.status);
  const [jurisdictionId, setJurisdictionId] = useState(
    update.jurisdiction ? String(update.jurisdiction.id) : "",
  );
  const [aiCategory, setAiCategory] = useState<string>(update.aiCategory);
  const [aiSummary, setAiSummary] = useState(update.aiSummary ?? "");
  const [content, setContent] = useState(update.content);
  const [obligations, setObligations] = useState(() => toDrafts(update.obligations));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const jurisdictions = useJurisdictions();
  const edit = useEditUpdate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      title,
      status,
      aiCategory,
      aiSummary: aiSummary.trim() || null,
      content,
      obligations: fromDrafts(obligations),
      ...(jurisdictionId ? { jurisdictionId: Number(jurisdictionId) } : {}),
    };
    const parsed = EditUpdateBody.safeParse(body);
    if (!parsed.success) return setErrors(pathErrors(parsed.error.issues));
    setErrors({});
    try {
      await edit.mutateAsync({ id: update.id, ...body });
      toast({ title: TOASTS.updateUpdated });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toastError(TOASTS.error, error, TOASTS.updateFailed);
    }
  }

  const invalid = (field: string) => invalidProps(`edit-${field}`, errors[field]);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={EDIT.title}>
      <div className="grid gap-2">
        <Label htmlFor="edit-title">{EDIT.fieldTitle}</Label>
        <Input
          id="edit-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          {...invalid("title")}
        />
        <FieldError id={errorId("edit-title")} message={errors.title} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="edit-status">{EDIT.status}</Label>
          <Select value={status} onValueChange={(v) => setStatus(v as UpdateStatus)}>
            <SelectTrigger id="edit-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {UPDATE_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>{STATUS_LABELS[s]}</SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-jurisdiction">{EDIT.jurisdiction}</Label>
          <Select value={jurisdictionId} onValueChange={setJurisdictionId}>
            <SelectTrigger id="edit-jurisdiction" {...invalid("jurisdictionId")}>
              <SelectValue placeholder={EDIT.chooseJurisdiction} />
            </SelectTrigger>
            <SelectContent>
              {(jurisdictions.data ?? []).map((j) => (
                <SelectItem key={j.id} value={String(j.id)}>{j.name}</SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id={errorId("edit-jurisdictionId")} message={errors.jurisdictionId} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-category">{EDIT.category}</Label>
          <Select value={aiCategory} onValueChange={setAiCategory}>
            <SelectTrigger id="edit-category">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CATEGORIES.map((c) => <SelectItem key={c} value={c}>{c}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-summary">{EDIT.summary}</Label>
        <Textarea
          id="edit-summary"
          rows={3}
          placeholder={EDIT.summaryPlaceholder}
          value={aiSummary}
          onChange={(e) => setAiSummary(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-content">{EDIT.content}</Label>
        <Textarea
          id="edit-content"
          rows={10}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <ObligationsEditor drafts={obligations} onChange={setObligations} errors={errors} />
      <FormDialogFooter
        busy={edit.isPending}
        cancel={EDIT.cancel}
        submit={EDIT.save}
        submitting={EDIT.saving}
        onCancel={onDone}
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
