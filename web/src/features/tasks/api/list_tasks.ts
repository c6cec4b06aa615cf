/** GET /api/tasks: the tasks the signed-in user may see; null when signed out (401). */
import { useQuery } from "@tanstack/react-query";
import type { Task, TaskListResponse } from "@api/schemas/tasks.ts";
import { FETCH_ERRORS } from "../strings.ts";

/** Prefix of every tasks query (list and suggestions): saving or deleting invalidates it. */
export const TASKS_KEY = ["/api/tasks"] as const;

/** Loads every visible task; the screen filters and sorts on the client. */
export async function fetchTasks(signal?: AbortSignal): Promise<Task[] | null> {
  const res = await fetch("/api/tasks", { credentials: "include", signal });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(FETCH_ERRORS.tasks);
  const body = await res.json() as TaskListResponse;
  return body.tasks;
}

/** The tasks query: data is null when the caller is signed out. */
export function useTasks() {
  return useQuery({ queryKey: TASKS_KEY, queryFn: ({ signal }) => fetchTasks(signal) });
}
