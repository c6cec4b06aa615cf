/** GET /api/auth/user: the signed-in user, or null when signed out (401) or on any failure. */
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "../../../lib/api_request.ts";
import type { User } from "./types.ts";

/** Query key of the current user; login and setup write it, logout clears it. */
export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** The current user and whether it is still loading (spec part 1 §4). */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery<User | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
  });
  // A 401 is null; any other failure leaves no user either.
  return { user: query.data ?? null, isLoading: query.isLoading };
}
