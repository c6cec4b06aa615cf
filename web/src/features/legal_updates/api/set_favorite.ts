/** POST and DELETE /api/auth/favorites/{id}: the star's add and remove. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type {
  FavoritesResponse,
  FavoriteStatus,
  PublicUpdate,
} from "../../../../../api/schemas/legal_updates.ts";
import { FAVORITES_KEY } from "../../../lib/favorites_query.ts";

/** Adds (favorite true) or removes (false) one favorite. */
export async function setFavorite(id: number, favorite: boolean): Promise<FavoriteStatus> {
  const res = await apiRequest(favorite ? "POST" : "DELETE", `${FAVORITES_KEY[0]}/${id}`);
  return await res.json() as FavoriteStatus;
}

/** The star's mutation: updates the cached list at once, then refreshes it from the server. */
export function useSetFavorite(update: PublicUpdate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(update.id, favorite),
    onSuccess: (_result, favorite) => {
      queryClient.setQueryData<FavoritesResponse>(FAVORITES_KEY, (old) => {
        if (!old) return old;
        const others = old.updates.filter((u) => u.id !== update.id);
        const updates = favorite
          ? [{
            ...update,
            favoritedAt: new Date().toISOString(),
            jurisdictionName: update.jurisdiction?.name ?? null,
          }, ...others]
          : others;
        return { updates, total: updates.length };
      });
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}
