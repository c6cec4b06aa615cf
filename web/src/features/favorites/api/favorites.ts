/** GET /api/auth/favorites for the favorites screen (the shared key and loader of lib/). */
import { useQuery } from "@tanstack/react-query";
import type { FavoritesResponse } from "../../../../../api/schemas/legal_updates.ts";
import { FAVORITES_KEY, fetchFavorites } from "../../../lib/favorites_query.ts";

/** The user's favorites, newest first (only fetched when signed in). */
export function useFavorites(enabled: boolean) {
  return useQuery<FavoritesResponse>({ queryKey: FAVORITES_KEY, queryFn: fetchFavorites, enabled });
}
