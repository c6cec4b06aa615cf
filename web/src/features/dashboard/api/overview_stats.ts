/** GET /api/statistics/overview: the dashboard's four live figures. */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** Query key of the dashboard figures (under the statistics prefix: reviews refresh it). */
export const OVERVIEW_STATS_KEY = [`${KEY_PREFIXES.statistics}overview`] as const;

/** The dashboard figures. */
export function useOverviewStats() {
  // Refreshed when the dashboard is opened again after a minute.
  return useQuery({
    queryKey: OVERVIEW_STATS_KEY,
    queryFn: routeQueryFn("GET /api/statistics/overview"),
    staleTime: 60_000,
  });
}
