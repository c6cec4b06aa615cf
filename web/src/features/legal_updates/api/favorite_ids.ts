/** GET /api/auth/favorites, as the listing's stars need it: which updates are favorites. */
import { useQuery } from "@tanstack/react-query";
import type { FavoritesResponse } from "../../../../../api/schemas/legal_updates.ts";
import { FAVORITES_KEY, fetchFavorites } from "../../../lib/favorites_query.ts";

const EMPTY: ReadonlySet<number> = new Set();

/** The ids of the user's favorites (empty while loading or when signed out). */
export function useFavoriteIds(enabled: boolean): ReadonlySet<number> {
  const query = useQuery<FavoritesResponse, Error, ReadonlySet<number>>({
    queryKey: FAVORITES_KEY,
    queryFn: fetchFavorites,
    enabled,
    select: (data) => new Set(data.updates.map((u) => u.id)),
  });
  return query.data ?? EMPTY;
}
