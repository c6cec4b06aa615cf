/** GET /api/tasks: the tasks the signed-in user may see; null when signed out (401). */
import { useQuery } from "@tanstack/react-query";
import type { Task } from "@api/schemas/tasks.ts";
import { getJson } from "@/lib/api_request.ts";
import { HttpError } from "@/lib/http_error.ts";
import { FETCH_ERRORS } from "../strings.ts";

/** Prefix of every tasks query (list and suggestions): saving or deleting invalidates it. */
export const TASKS_KEY = ["/api/tasks"] as const;

/** Loads every visible task; the screen filters and sorts on the client. */
export async function fetchTasks(signal?: AbortSignal): Promise<Task[] | null> {
  try {
    return (await getJson("GET /api/tasks", TASKS_KEY[0], signal)).tasks;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 401) return null;
    throw new Error(FETCH_ERRORS.tasks);
  }
}

/** The tasks query: data is null when the caller is signed out. */
export function useTasks() {
  return useQuery({ queryKey: TASKS_KEY, queryFn: ({ signal }) => fetchTasks(signal) });
}
