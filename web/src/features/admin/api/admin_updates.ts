/**
 * GET /api/admin/legal-updates: the portal asks page 1, limit 1000 and the status unless All is
 * chosen (spec part 2 §7); the list stays fresh for 10 seconds (§9).
 */
import { useQuery } from "@tanstack/react-query";
import type { AdminListResponse } from "../../../../../api/schemas/review.ts";
import type { StatusFilter } from "../strings.ts";

export const ADMIN_UPDATES_KEY = "/api/admin/legal-updates";
export const ADMIN_LIST_LIMIT = 1000;
export const ADMIN_LIST_STALE_MS = 10_000;

/** The list's URL for a filter. */
export function adminUpdatesUrl(filter: StatusFilter): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", filter);
  params.set("page", "1");
  params.set("limit", String(ADMIN_LIST_LIMIT));
  return `${ADMIN_UPDATES_KEY}?${params}`;
}

/** Loads the list; a failure throws 'HTTP error! status: {code}' (spec part 2 §8). */
export async function fetchAdminUpdates(
  filter: StatusFilter,
  signal?: AbortSignal,
): Promise<AdminListResponse> {
  const res = await fetch(adminUpdatesUrl(filter), { credentials: "include", signal });
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  return await res.json() as AdminListResponse;
}

/** The portal's list for a status filter. */
export function useAdminUpdates(filter: StatusFilter) {
  return useQuery({
    queryKey: [ADMIN_UPDATES_KEY, filter],
    queryFn: ({ signal }) => fetchAdminUpdates(filter, signal),
    staleTime: ADMIN_LIST_STALE_MS,
  });
}
