/**
 * POST /api/auth/preferences: replaces the chosen sources (spec part 2 §7). The Legal Updates
 * listing depends on them, so every query under /api/legal-updates is refreshed.
 */
import { type Query, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import { PREFERENCES_KEY } from "./preferences.ts";
import type { SourcePreference } from "./types.ts";

/** True for a query of the Legal Updates listing (its key starts with '/api/legal-updates'). */
export function isLegalUpdatesQuery(query: Pick<Query, "queryKey">): boolean {
  const first = query.queryKey[0];
  return typeof first === "string" && first.startsWith("/api/legal-updates");
}

/** Saves the set; answers the saved list. */
export async function savePreferences(rssSourceIds: number[]): Promise<SourcePreference[]> {
  const res = await apiRequest("POST", "/api/auth/preferences", { rssSourceIds });
  return await res.json() as SourcePreference[];
}

/** Mutation for Save Preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      await queryClient.invalidateQueries({ predicate: isLegalUpdatesQuery });
    },
  });
}
