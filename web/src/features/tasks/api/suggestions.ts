/** Shared loader of the two suggestion calls (owners, departments): a list of strings. */
import { TASKS_KEY } from "./list_tasks.ts";

/** Query key of one suggestion list, under the tasks prefix so that saves refresh it. */
export function suggestionsKey(kind: "owners" | "departments") {
  return [...TASKS_KEY, "suggestions", kind] as const;
}

/** GET /api/tasks/suggestions/{kind}; throws `failure` on any non-OK answer. */
export async function fetchSuggestions(
  kind: "owners" | "departments",
  failure: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const res = await fetch(`/api/tasks/suggestions/${kind}`, { credentials: "include", signal });
  if (!res.ok) throw new Error(failure);
  const body: unknown = await res.json();
  return Array.isArray(body) ? body.filter((v): v is string => typeof v === "string") : [];
}
