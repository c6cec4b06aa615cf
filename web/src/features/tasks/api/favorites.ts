/**
 * GET /api/auth/favorites, read for the Task dialog's link list (spec part 2 §3): each favorite
 * as {id, title, jurisdictionName, aiCategory}. The favorites feature owns the call; this reads
 * it under its own key, refetched whenever the dialog opens, so a favorite added elsewhere shows.
 */
import { useQuery } from "@tanstack/react-query";
import { FETCH_ERRORS } from "../strings.ts";
import type { LinkableUpdate } from "./types.ts";

/** Under the favorites prefix, so invalidating the favorites refreshes this too. */
export const FAVORITES_FOR_TASKS_KEY = ["/api/auth/favorites", "task-links"] as const;

interface FavoriteAnswer {
  id: number;
  title: string;
  jurisdiction?: { name?: string | null } | null;
  jurisdictionName?: string | null;
  aiCategory?: string | null;
}

/** Maps the favorites answer onto what the link list shows. */
export function toLinkable(updates: readonly FavoriteAnswer[]): LinkableUpdate[] {
  return updates.map((u) => ({
    id: u.id,
    title: u.title,
    jurisdictionName: u.jurisdiction?.name ?? u.jurisdictionName ?? null,
    aiCategory: u.aiCategory ?? null,
  }));
}

/** Loads the favorites; throws 'Failed to fetch favorites' on any non-OK answer. */
export async function fetchFavorites(signal?: AbortSignal): Promise<LinkableUpdate[]> {
  const res = await fetch("/api/auth/favorites", { credentials: "include", signal });
  if (!res.ok) throw new Error(FETCH_ERRORS.favorites);
  const body = await res.json() as { updates?: FavoriteAnswer[] };
  return toLinkable(body.updates ?? []);
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
