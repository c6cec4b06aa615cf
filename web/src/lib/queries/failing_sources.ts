/**
 * GET /api/statistics/failing-sources: how many active sources are failing (issue 25), for the
 * superadmin navigation's red badge; polled like the pending count (ADR 0100).
 */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "../api_request.ts";
import { UPDATE_COUNTS_REFRESH_MS } from "./update_counts.ts";

/** Query key of the count. */
export const FAILING_SOURCES_KEY = ["/api/statistics/failing-sources"] as const;

/** The count; fetched only while `enabled` (the server answers it to superadmins alone). */
export function useFailingSources(enabled: boolean) {
  return useQuery({
    queryKey: FAILING_SOURCES_KEY,
    queryFn: routeQueryFn("GET /api/statistics/failing-sources"),
    enabled,
    refetchInterval: UPDATE_COUNTS_REFRESH_MS,
  });
}
