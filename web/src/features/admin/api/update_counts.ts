/** GET /api/statistics/update-counts: the filter row's counts, polled every 30 s (spec §2, §9). */
import { useQuery } from "@tanstack/react-query";

/** The same key as the navigation bar's pending badge, so both share one request. */
export const UPDATE_COUNTS_KEY = ["/api/statistics/update-counts"] as const;
export const COUNTS_REFRESH_MS = 30_000;

/** Counts response (spec part 2 §3). */
export interface UpdateCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

/** The counts, refreshed every 30 seconds. */
export function useUpdateCounts() {
  return useQuery<UpdateCounts>({
    queryKey: UPDATE_COUNTS_KEY,
    refetchInterval: COUNTS_REFRESH_MS,
  });
}
