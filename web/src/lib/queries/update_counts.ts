/**
 * GET /api/statistics/update-counts: updates per review status. The admin navigation's pending
 * badge and the portal's filter row share one query, polled every 30 s (spec part 1 §7, §9).
 */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "../api_request.ts";

/** Query key of the counts. */
export const UPDATE_COUNTS_KEY = ["/api/statistics/update-counts"] as const;

/** How often the counts are fetched again while shown. */
export const UPDATE_COUNTS_REFRESH_MS = 30_000;

/** The counts; fetched only while `enabled` (the server answers them to admins alone). */
export function useUpdateCounts(enabled = true) {
  return useQuery({
    queryKey: UPDATE_COUNTS_KEY,
    queryFn: routeQueryFn("GET /api/statistics/update-counts"),
    enabled,
    refetchInterval: UPDATE_COUNTS_REFRESH_MS,
  });
}
