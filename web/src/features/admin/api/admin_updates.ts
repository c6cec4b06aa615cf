/**
 * GET /api/admin/legal-updates: the portal asks page 1, limit 1000 and the status unless All is
 * chosen (spec part 2 §7); the list stays fresh for 10 seconds (§9).
 */
import { useQuery } from "@tanstack/react-query";
import type { AdminListResponse } from "@api/schemas/review.ts";
import { getJson } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";
import type { StatusFilter } from "../strings.ts";

export const ADMIN_UPDATES_KEY = KEY_PREFIXES.adminUpdates;
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

/** Loads the list; a failure's text is 'HTTP error! status: {code}' (spec part 2 §8). */
export function fetchAdminUpdates(
  filter: StatusFilter,
  signal?: AbortSignal,
): Promise<AdminListResponse> {
  return getJson("GET /api/admin/legal-updates", adminUpdatesUrl(filter), signal);
}

/** The portal's list for a status filter. */
export function useAdminUpdates(filter: StatusFilter) {
  return useQuery({
    queryKey: [ADMIN_UPDATES_KEY, filter],
    queryFn: ({ signal }) => fetchAdminUpdates(filter, signal),
    staleTime: ADMIN_LIST_STALE_MS,
  });
}
