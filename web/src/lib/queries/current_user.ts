/**
 * GET /api/auth/user: the signed-in user, or null when signed out (401) or on any failure. The
 * router, the shell, the routes, the profile and the report dialog (the quota) read it; sign-in
 * and setup write it; the profile and a report refresh it; sign-out clears the whole cache.
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { getQueryFn } from "../api_request.ts";

/** Query key of the current user. */
export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** The current user and whether it is still loading (spec part 1 §4). */
export function useCurrentUser(): { user: PublicUser | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull", route: "GET /api/auth/user" }),
  });
  // A 401 is null; any other failure leaves no user either.
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/** Puts the user a sign-in or the setup step answered in the cache (the app shows it at once). */
export function setCurrentUser(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** Loads the current user again (after a profile change, or a report that used the quota). */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
