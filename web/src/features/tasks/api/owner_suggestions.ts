/** GET /api/tasks/suggestions/owners: owner names used before, most used first. */
import { useQuery } from "@tanstack/react-query";
import { FETCH_ERRORS } from "../strings.ts";
import { fetchSuggestions, suggestionsKey } from "./suggestions.ts";

/** The owner suggestions, loaded while `enabled` (the dialog is open). */
export function useOwnerSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: suggestionsKey("owners"),
    queryFn: ({ signal }) => fetchSuggestions("owners", FETCH_ERRORS.owners, signal),
    enabled,
  });
}
