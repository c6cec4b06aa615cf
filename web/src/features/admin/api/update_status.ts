/** PATCH /api/legal-updates/{id}/status: one update's review decision (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateStatus } from "@domain/legal_updates.ts";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateReviewedUpdates } from "@/lib/queries/invalidate.ts";

/** What the portal sends: reviewedBy stays null, the server records the acting admin. */
export interface StatusChange {
  id: number;
  status: UpdateStatus;
  /** A rejection's optional reason (issue 25), kept in the status history. */
  reason?: string;
}

/** Sends one status change; answers the updated update. */
export function updateStatus({ id, status, reason }: StatusChange): Promise<AdminUpdate> {
  return sendJson("PATCH /api/legal-updates/:id/status", `/api/legal-updates/${id}/status`, {
    status,
    reviewedBy: null,
    ...(reason ? { reason } : {}),
  });
}

/** Mutation; success refreshes every list that shows updates. */
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: () => invalidateReviewedUpdates(queryClient),
  });
}
