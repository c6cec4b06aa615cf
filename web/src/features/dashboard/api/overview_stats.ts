/** GET /api/statistics/overview: the dashboard's four live figures. */
import { useQuery } from "@tanstack/react-query";
import type { OverviewStats } from "./types.ts";

/** Query key of the dashboard figures. */
export const OVERVIEW_STATS_KEY = ["/api/statistics/overview"] as const;

/** The dashboard figures (default loader: GET, JSON). */
export function useOverviewStats() {
  // Refreshed when the dashboard is opened again after a minute.
  return useQuery<OverviewStats>({ queryKey: OVERVIEW_STATS_KEY, staleTime: 60_000 });
}
