/**
 * GET, POST and DELETE /api/auth/favorites: the signed-in user's favorites, newest first. One
 * query serves the favorites screen, the listing's stars and the task dialog's link list; one
 * mutation adds or removes a favorite for the star and the screen's Remove.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FavoritesResponse,
  FavoriteStatus,
  FavoriteUpdate,
  PublicUpdate,
} from "@api/schemas/legal_updates.ts";
import { getJson, sendJson } from "../api_request.ts";
import { HttpError } from "../http_error.ts";

/** Query key of the favorites list. */
export const FAVORITES_KEY = ["/api/auth/favorites"] as const;

/** The error text of a failed load (spec part 1 §8, part 2 §8). */
export const FETCH_FAVORITES_FAILED = "Failed to fetch favorites";

/** Loads the favorites; throws 'Failed to fetch favorites' on any non-OK answer. */
export async function fetchFavorites(
  { signal }: { signal?: AbortSignal } = {},
): Promise<FavoritesResponse> {
  try {
    return await getJson("GET /api/auth/favorites", FAVORITES_KEY[0], signal);
  } catch (error) {
    if (error instanceof HttpError) throw new Error(FETCH_FAVORITES_FAILED);
    throw error;
  }
}

/**
 * The favorites, loaded while `enabled` (signed in, or the dialog that needs them is open).
 * `fresh` loads them again each time a reader mounts, so a favorite added elsewhere shows.
 */
export function useFavorites(enabled: boolean, options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: fetchFavorites,
    enabled,
    ...(options.fresh ? { staleTime: 0 } : {}),
  });
}

const NO_IDS: ReadonlySet<number> = new Set();

/** The ids of the user's favorites (empty while loading or when signed out). */
export function useFavoriteIds(enabled: boolean): ReadonlySet<number> {
  const query = useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: fetchFavorites,
    enabled,
    select: (data) => new Set(data.updates.map((u) => u.id)),
  });
  return query.data ?? NO_IDS;
}

/** Adds (favorite true) or removes (false) one favorite. */
export function setFavorite(id: number, favorite: boolean): Promise<FavoriteStatus> {
  const route = favorite ? "POST /api/auth/favorites/:id" : "DELETE /api/auth/favorites/:id";
  return sendJson(route, `${FAVORITES_KEY[0]}/${id}`);
}

/** The cached list with `update` added at the top (favorite) or taken out. */
export function withFavorite(
  old: FavoritesResponse,
  update: PublicUpdate,
  favorite: boolean,
  now: Date = new Date(),
): FavoritesResponse {
  const others = old.updates.filter((u) => u.id !== update.id);
  const added: FavoriteUpdate = {
    ...update,
    favoritedAt: now.toISOString(),
    jurisdictionName: update.jurisdiction?.name ?? null,
  };
  const updates = favorite ? [added, ...others] : others;
  return { updates, total: updates.length };
}

/**
 * The star's and Remove's mutation for one update: `mutate(true)` adds it, `mutate(false)`
 * removes it. The cached list changes at once, then is loaded again from the server.
 */
export function useSetFavorite(update: PublicUpdate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(update.id, favorite),
    onSuccess: (_result, favorite) => {
      queryClient.setQueryData<FavoritesResponse>(
        FAVORITES_KEY,
        (old) => old && withFavorite(old, update, favorite),
      );
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}
