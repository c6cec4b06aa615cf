/**
 * POST /api/auth/preferences: replaces the chosen sources (spec part 2 §7). The Legal Updates
 * listing depends on them, so it is loaded again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SourcePreference } from "@api/schemas/profile.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateListing } from "@/lib/queries/invalidate.ts";
import { PREFERENCES_KEY } from "./preferences.ts";

/** Saves the set; answers the saved list. */
export function savePreferences(rssSourceIds: number[]): Promise<SourcePreference[]> {
  return sendJson("POST /api/auth/preferences", PREFERENCES_KEY[0], { rssSourceIds });
}

/** Mutation for Save Preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      await invalidateListing(queryClient);
    },
  });
}
