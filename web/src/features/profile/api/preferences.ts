/** GET /api/auth/preferences: the sources the user chose (spec part 2 §7). */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";

/** Query key of the preferences; saving writes it. */
export const PREFERENCES_KEY = ["/api/auth/preferences"] as const;

/** The chosen sources (empty: every source is shown). */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: routeQueryFn("GET /api/auth/preferences"),
  });
}
