/**
 * GET /api/auth/favorites, as the listing's stars need it: which updates are favorites. The
 * favorites screen reads the same query key (the same answer), so both stay in step.
 */
import { useQuery } from "@tanstack/react-query";
import type { FavoritesResponse } from "../../../../../api/schemas/legal_updates.ts";

/** Query key of the favorites list (the favorites screen uses the same one). */
export const FAVORITES_KEY = ["/api/auth/favorites"] as const;

const EMPTY: ReadonlySet<number> = new Set();

/** The ids of the user's favorites (empty while loading or when signed out). */
export function useFavoriteIds(enabled: boolean): ReadonlySet<number> {
  const query = useQuery<FavoritesResponse, Error, ReadonlySet<number>>({
    queryKey: FAVORITES_KEY,
    enabled,
    select: (data) => new Set(data.updates.map((u) => u.id)),
  });
  return query.data ?? EMPTY;
}
