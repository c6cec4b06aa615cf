/** DELETE /api/tasks/{id}: only the creator may; the list refreshes afterwards. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api_request.ts";
import { TASKS_KEY } from "./list_tasks.ts";

/** Deletes task `id`. */
export async function deleteTask(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/tasks/${id}`);
}

/** Mutation for the delete confirmation. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
