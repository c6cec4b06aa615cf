/** DELETE /api/auth/favorites/{id}: the favorites screen's Remove. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type {
  FavoritesResponse,
  FavoriteStatus,
} from "../../../../../api/schemas/legal_updates.ts";
import { FAVORITES_KEY } from "../../../lib/favorites_query.ts";

/** Removes one favorite. */
export async function removeFavorite(id: number): Promise<FavoriteStatus> {
  const res = await apiRequest("DELETE", `${FAVORITES_KEY[0]}/${id}`);
  return await res.json() as FavoriteStatus;
}

/** The Remove mutation: drops the row from the cached list, then refreshes it. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<FavoritesResponse>(FAVORITES_KEY, (old) => {
        if (!old) return old;
        const updates = old.updates.filter((u) => u.id !== id);
        return { updates, total: updates.length };
      });
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}
