/**
 * PATCH /api/users/{id}/report-limits (spec part 2 §7: defined, though no visible control sends
 * it; kept so a future limits editor has its call).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { ManagedUser } from "./types.ts";
import { USERS_KEY } from "./users_list.ts";

/** maxReports and/or reportsRemaining, 0 to 1000. */
export interface ReportLimits {
  maxReports?: number;
  reportsRemaining?: number;
}

/** Sets the report limits; answers the updated user. */
export async function updateReportLimits(
  { id, limits }: { id: string; limits: ReportLimits },
): Promise<ManagedUser> {
  const res = await apiRequest(
    "PATCH",
    `${USERS_KEY}/${encodeURIComponent(id)}/report-limits`,
    limits,
  );
  return await res.json() as ManagedUser;
}

/** Mutation for a limits editor; refreshes the list. */
export function useUpdateReportLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportLimits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
