/**
 * The Task dialog's form values, from a task and to the save payload (spec part 2 §3), and the
 * form's schema: the endpoint's own, over that payload.
 */
import { CreateTaskBody, type Task, type TaskPayload } from "@api/schemas/tasks.ts";
import { formSchema } from "@/lib/forms.ts";

/** Everything the form edits; dates are 'yyyy-MM-dd' or ''. */
export interface TaskFormValues {
  title: string;
  description: string;
  ownerName: string;
  department: string;
  dueDate: string;
  status: Task["status"];
  riskScore: Task["riskScore"];
  legalUpdateIds: number[];
}

/** The form's start: the task's values when editing, the spec's defaults when creating. */
export function formValuesOf(task?: Task | null): TaskFormValues {
  return {
    title: task?.title ?? "",
    description: task?.description ?? "",
    ownerName: task?.ownerName ?? "",
    department: task?.department ?? "",
    dueDate: task?.dueDate ?? "",
    status: task?.status ?? "open",
    riskScore: task?.riskScore ?? "low",
    legalUpdateIds: task?.legalUpdates.map((u) => u.id) ?? [],
  };
}

/** The payload sent on save: every field, dueDate '' when none. */
export function toPayload(values: TaskFormValues): TaskPayload {
  return { ...values, legalUpdateIds: [...values.legalUpdateIds] };
}

/** The form checked by POST /api/tasks' schema, so its messages are the server's. */
export const TaskFormSchema = formSchema(CreateTaskBody, toPayload);

/** Adds or removes an id, keeping the order of selection. */
export function toggleId(ids: readonly number[], id: number, on: boolean): number[] {
  const without = ids.filter((x) => x !== id);
  return on ? [...without, id] : without;
}
