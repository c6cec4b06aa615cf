/**
 * GET /api/auth/favorites, shared by the listing's stars and the favorites screen: one query key
 * and one loader, so both read the same cached answer. (The task dialog keeps its own key under
 * the same prefix; invalidating FAVORITES_KEY refreshes it too.)
 */
import type { FavoritesResponse } from "../../../api/schemas/legal_updates.ts";

/** Query key of the favorites list. */
export const FAVORITES_KEY = ["/api/auth/favorites"] as const;

/** The error text of a failed load (spec part 1 §8). */
export const FETCH_FAVORITES_FAILED = "Failed to fetch favorites";

/** Loads the favorites; throws 'Failed to fetch favorites' on any non-OK answer. */
export async function fetchFavorites(
  { signal }: { signal?: AbortSignal } = {},
): Promise<FavoritesResponse> {
  const res = await fetch(FAVORITES_KEY[0], { credentials: "include", signal });
  if (!res.ok) throw new Error(FETCH_FAVORITES_FAILED);
  return await res.json() as FavoritesResponse;
}
