/** PATCH /api/legal-updates/{id}/status: one update's review decision (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateStatus } from "../../../../../domain/legal_updates.ts";
import type { AdminUpdate } from "../../../../../api/schemas/review.ts";
import { apiRequest } from "../../../lib/api_request.ts";
import { invalidateReviewData } from "./invalidate.ts";

/** What the portal sends: reviewedBy stays null, the server records the acting admin. */
export interface StatusChange {
  id: number;
  status: UpdateStatus;
}

/** Sends one status change; answers the updated update. */
export async function updateStatus({ id, status }: StatusChange): Promise<AdminUpdate> {
  const res = await apiRequest("PATCH", `/api/legal-updates/${id}/status`, {
    status,
    reviewedBy: null,
  });
  return await res.json() as AdminUpdate;
}

/** Mutation; success refreshes every list that shows updates. */
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: () => invalidateReviewData(queryClient),
  });
}
