/** GET /api/tasks/suggestions/departments: departments used before, most used first. */
import { useQuery } from "@tanstack/react-query";
import { FETCH_ERRORS } from "../strings.ts";
import { fetchSuggestions, suggestionsKey } from "./suggestions.ts";

/** The department suggestions, loaded while `enabled` (the dialog is open). */
export function useDepartmentSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: suggestionsKey("departments"),
    queryFn: ({ signal }) => fetchSuggestions("departments", FETCH_ERRORS.departments, signal),
    enabled,
  });
}
