/** GET /api/statistics/overview: the dashboard's four live figures. */
import { useQuery } from "@tanstack/react-query";
import type { OverviewStats } from "@api/schemas/statistics.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** Query key of the dashboard figures (under the statistics prefix: reviews refresh it). */
export const OVERVIEW_STATS_KEY = [`${KEY_PREFIXES.statistics}overview`] as const;

/** The dashboard figures (default loader: GET, JSON). */
export function useOverviewStats() {
  // Refreshed when the dashboard is opened again after a minute.
  return useQuery<OverviewStats>({ queryKey: OVERVIEW_STATS_KEY, staleTime: 60_000 });
}
