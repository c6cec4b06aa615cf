/**
 * GET /api/auth/favorites, read for the Task dialog's link list (spec part 2 §3): each favorite
 * as {id, title, jurisdictionName, aiCategory}, fields the answer carries as they are. The favorites feature owns the call; this reads
 * it under its own key, refetched whenever the dialog opens, so a favorite added elsewhere shows.
 */
import { useQuery } from "@tanstack/react-query";
import type {
  FavoritesResponse,
  FavoriteUpdate,
} from "../../../../../api/schemas/legal_updates.ts";
import { FETCH_ERRORS } from "../strings.ts";
import type { LinkableUpdate } from "./types.ts";

/** Under the favorites prefix, so invalidating the favorites refreshes this too. */
export const FAVORITES_FOR_TASKS_KEY = ["/api/auth/favorites", "task-links"] as const;

/** What the link list reads of a favorite. */
type FavoriteAnswer = Pick<FavoriteUpdate, "id" | "title" | "jurisdictionName" | "aiCategory">;

/** Maps the favorites answer onto what the link list shows. */
export function toLinkable(updates: readonly FavoriteAnswer[]): LinkableUpdate[] {
  return updates.map((u) => ({
    id: u.id,
    title: u.title,
    jurisdictionName: u.jurisdictionName,
    aiCategory: u.aiCategory,
  }));
}

/** Loads the favorites; throws 'Failed to fetch favorites' on any non-OK answer. */
export async function fetchFavorites(signal?: AbortSignal): Promise<LinkableUpdate[]> {
  const res = await fetch("/api/auth/favorites", { credentials: "include", signal });
  if (!res.ok) throw new Error(FETCH_ERRORS.favorites);
  const body = await res.json() as FavoritesResponse;
  return toLinkable(body.updates);
}

/** The favorites query, active while `enabled` (the dialog is open). */
export function useFavoritesForLinking(enabled: boolean) {
  return useQuery({
    queryKey: FAVORITES_FOR_TASKS_KEY,
    queryFn: ({ signal }) => fetchFavorites(signal),
    enabled,
    staleTime: 0,
  });
}
