/** GET and PATCH /api/auth/filter-preferences: the signed-in user's saved filter selection. */
import { useQuery } from "@tanstack/react-query";
import type { FilterPreferences } from "@api/schemas/legal_updates.ts";
import { routeQueryFn, sendJson } from "@/lib/api_request.ts";

/** Query key of the saved filters. */
export const FILTER_PREFERENCES_KEY = ["/api/auth/filter-preferences"] as const;

/** The saved filters, loaded once for a signed-in user (not at all when signed out). */
export function useFilterPreferences(enabled: boolean) {
  return useQuery({
    queryKey: FILTER_PREFERENCES_KEY,
    queryFn: routeQueryFn("GET /api/auth/filter-preferences"),
    enabled,
  });
}

/** Saves the selection; answers what the server stored. */
export function saveFilterPreferences(body: FilterPreferences): Promise<FilterPreferences> {
  return sendJson("PATCH /api/auth/filter-preferences", FILTER_PREFERENCES_KEY[0], body);
}
