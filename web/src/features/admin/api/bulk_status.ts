/** PATCH /api/legal-updates/bulk-status: many decisions at once, all or nothing (spec §4, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateStatus } from "@domain/legal_updates.ts";
import { apiRequest } from "@/lib/api_request.ts";
import { invalidateReviewedUpdates } from "@/lib/queries/invalidate.ts";

/** The bulk call's body as the portal builds it. */
export interface BulkChange {
  ids: number[];
  status: UpdateStatus;
}

/** Sends the bulk change. */
export async function bulkUpdateStatus({ ids, status }: BulkChange): Promise<void> {
  await apiRequest("PATCH", "/api/legal-updates/bulk-status", {
    ids,
    statusUpdate: { status, reviewedBy: null },
  });
}

/** Mutation; success refreshes every list that shows updates. */
export function useBulkUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateStatus,
    onSuccess: () => invalidateReviewedUpdates(queryClient),
  });
}
