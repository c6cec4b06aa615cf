/**
 * The Task dialog's form: title, description, owner and department (with suggestions), due date,
 * status, risk score and, when the user has favorites, the links to legal updates. It checks
 * the payload with the server's schema before sending; a bad field is said under it, a failed
 * save above the buttons (spec part 2 §8: task save failure handling is not shown), a success by
 * the spec's toast.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { type Path, type PathValue, useForm } from "react-hook-form";
import { type Task, TASK_LIMITS } from "@api/schemas/tasks.ts";
import { FormSelect } from "@/components/form_select.tsx";
import { FormDialogFooter } from "@/components/form_dialog.tsx";
import { errorId, FieldError, invalidProps } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { optionsOf } from "@/components/ui/options_select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useFavorites } from "@/lib/queries/favorites.ts";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { toast } from "@/lib/use_toast.ts";
import { useDepartmentSuggestions } from "../api/department_suggestions.ts";
import { useOwnerSuggestions } from "../api/owner_suggestions.ts";
import { useSaveTask } from "../api/save_task.ts";
import { DIALOG, RISK_LABELS, STATUS_LABELS, TOASTS } from "../strings.ts";
import { RISK_LEVELS, TASK_STATUSES } from "@domain/tasks.ts";
import {
  formValuesOf,
  TaskFormSchema,
  type TaskFormValues,
  toggleId,
  toPayload,
} from "../task_form_state.ts";
import { type LinkableUpdate, toLinkable } from "../task_list.ts";
import { LegalUpdatePicker } from "./legal_update_picker.tsx";
import { SuggestionField } from "./suggestion_field.tsx";

const STATUS_OPTIONS = optionsOf(TASK_STATUSES, STATUS_LABELS);
const RISK_OPTIONS = optionsOf(RISK_LEVELS, RISK_LABELS);

/**
 * Favorites first, then linked updates that are no longer favorites (so they can be unlinked),
 * then the update a new task was started from (`linkTo`), favorite or not.
 */
function linkOptions(
  favorites: readonly LinkableUpdate[],
  task: Task | null,
  linkTo: LinkableUpdate | undefined,
): LinkableUpdate[] {
  const known = new Set(favorites.map((f) => f.id));
  const extra = (task?.legalUpdates ?? []).filter((u) => !known.has(u.id)).map((u) => ({
    id: u.id,
    title: u.title,
    jurisdictionName: null,
    aiCategory: null,
  }));
  const started = linkTo && !known.has(linkTo.id) && !task ? [linkTo] : [];
  return [...favorites, ...extra, ...started];
}

/** Props of {@link TaskForm}. */
export interface TaskFormProps {
  task: Task | null;
  /** Closes the dialog after a successful save. */
  onDone: () => void;
  /** A new task starts linked to this update (the detail page's 'Create task'). */
  linkTo?: LinkableUpdate;
}

/** The form of the Task dialog. */
export function TaskForm({ task, onDone, linkTo }: TaskFormProps) {
  const start = formValuesOf(task);
  if (!task && linkTo) start.legalUpdateIds = [linkTo.id];
  const {
    register,
    control,
    watch,
    setValue,
    clearErrors,
    setError,
    setFocus,
    handleSubmit,
    formState,
  } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(TaskFormSchema, undefined, { raw: true }),
    defaultValues: start,
  });
  // The owner, department and links are controlled by the values (no inputs of theirs); the
  // selects by their FormSelect.
  const values = watch();
  const ids = {
    title: useId(),
    description: useId(),
    due: useId(),
    status: useId(),
    risk: useId(),
  };
  const errors = fieldMessages(formState.errors);
  const save = useSaveTask();
  const owners = useOwnerSuggestions(true);
  const departments = useDepartmentSuggestions(true);
  // Loaded again each time the dialog opens, so a favorite added elsewhere shows.
  const favorites = useFavorites(true, { fresh: true });
  const linkable = useMemo(() => toLinkable(favorites.data?.updates ?? []), [favorites.data]);
  const options = linkOptions(linkable, task, linkTo);
  const hasFavorites = options.length > 0;

  const set = <K extends Path<TaskFormValues>>(key: K, value: PathValue<TaskFormValues, K>) =>
    setValue(key, value, { shouldDirty: true });

  // A failed check is said under its field (spec part 2 §5 gives the message, not where it
  // shows); a bad title is also focused.
  const submit = handleSubmit((payload) => {
    save.mutate({ id: task?.id, payload: toPayload(payload) }, {
      onSuccess: () => {
        toast(task ? TOASTS.updated : TOASTS.created);
        onDone();
      },
      onError: (error) => {
        const fields = Object.keys(start);
        showServerErrors(setError, error, { fields, fallback: TOASTS.saveFailed });
      },
    });
  }, (failed) => {
    if (failed.title) setFocus("title");
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={ids.title}>{DIALOG.title}</Label>
        <Input
          id={ids.title}
          maxLength={TASK_LIMITS.title}
          aria-required="true"
          {...invalidProps(ids.title, errors.title)}
          {...register("title", { onChange: () => clearErrors("title") })}
        />
        <FieldError id={errorId(ids.title)} message={errors.title} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>{DIALOG.description}</Label>
        <Textarea
          id={ids.description}
          rows={3}
          maxLength={TASK_LIMITS.description}
          {...invalidProps(ids.description, errors.description)}
          {...register("description")}
        />
        <FieldError id={errorId(ids.description)} message={errors.description} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SuggestionField
          label={DIALOG.owner}
          name="ownerName"
          value={values.ownerName}
          onChange={(value) => set("ownerName", value)}
          suggestions={owners.data ?? []}
          maxLength={TASK_LIMITS.ownerName}
        />
        <SuggestionField
          label={DIALOG.department}
          name="department"
          value={values.department}
          onChange={(value) => set("department", value)}
          suggestions={departments.data ?? []}
          maxLength={TASK_LIMITS.department}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={ids.due}>{DIALOG.dueDate}</Label>
          <Input
            id={ids.due}
            type="date"
            {...invalidProps(ids.due, errors.dueDate)}
            {...register("dueDate")}
          />
          <FieldError id={errorId(ids.due)} message={errors.dueDate} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.status}>{DIALOG.status}</Label>
          <FormSelect
            control={control}
            name="status"
            options={STATUS_OPTIONS}
            id={ids.status}
            data-testid="select-task-status"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.risk}>{DIALOG.riskScore}</Label>
          <FormSelect
            control={control}
            name="riskScore"
            options={RISK_OPTIONS}
            id={ids.risk}
            data-testid="select-task-risk"
          />
        </div>
      </div>
      {hasFavorites && (
        <LegalUpdatePicker
          options={options}
          selected={values.legalUpdateIds}
          onToggle={(id, on) => set("legalUpdateIds", toggleId(values.legalUpdateIds, id, on))}
        />
      )}
      {favorites.isError && (
        <p className="text-sm text-muted-foreground" role="status">{favorites.error.message}</p>
      )}
      <FormDialogFooter
        busy={save.isPending}
        cancel={DIALOG.cancel}
        submit={task ? DIALOG.update : DIALOG.create}
        submitting={DIALOG.saving}
        onCancel={onDone}
        error={formError(formState.errors)}
        ready={!task || formState.isDirty}
      />
    </form>
  );
}
