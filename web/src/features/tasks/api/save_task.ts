/**
 * POST /api/tasks and PATCH /api/tasks/{id}: the dialog's save. Either refreshes the list and
 * the suggestions (spec part 2 §4: the list is refreshed after each create or update).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Task, TaskPayload } from "@api/schemas/tasks.ts";
import { sendJson } from "@/lib/api_request.ts";
import { TASKS_KEY } from "./list_tasks.ts";

/** What the dialog saves: a new task (no id) or changes to task `id`. */
export interface SaveTaskInput {
  id?: number;
  payload: TaskPayload;
}

/** Sends the payload; answers the saved task. */
export function saveTask({ id, payload }: SaveTaskInput): Promise<Task> {
  return id === undefined
    ? sendJson("POST /api/tasks", "/api/tasks", payload)
    : sendJson("PATCH /api/tasks/:id{[0-9]+}", `/api/tasks/${id}`, payload);
}

/** Mutation for the Task dialog. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
