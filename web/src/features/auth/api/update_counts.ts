/** GET /api/statistics/update-counts: review counts, polled for admins (spec part 1 §7). */
import { useQuery } from "@tanstack/react-query";
import { PENDING_COUNT_REFRESH_MS } from "../../../lib/constants.ts";
import type { UpdateCounts } from "./types.ts";

/** Query key of the counts; the Verification Portal shares it. */
export const UPDATE_COUNTS_KEY = ["/api/statistics/update-counts"] as const;

/** The counts, refreshed every 30 s; fetched only when `enabled` (admin or superadmin). */
export function useUpdateCounts(enabled: boolean) {
  return useQuery<UpdateCounts>({
    queryKey: UPDATE_COUNTS_KEY,
    enabled,
    refetchInterval: PENDING_COUNT_REFRESH_MS,
  });
}
