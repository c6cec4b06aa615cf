/**
 * The reports of one change (issue 27): POST /api/legal-updates/{id}/split takes report `id` out
 * of its change; POST /api/legal-updates/{id}/join {intoId} joins the change of `id` to the change
 * of `intoId`. Both answer `{message, update}`; success refreshes every list that shows updates.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateReviewedUpdates } from "@/lib/queries/invalidate.ts";

/** Splits report `id` from its change. */
export function splitReport(id: number) {
  return sendJson("POST /api/legal-updates/:id/split", `/api/legal-updates/${id}/split`);
}

/** Joins the change of `id` to the change of `intoId`. */
export function joinChanges({ id, intoId }: { id: number; intoId: number }) {
  return sendJson("POST /api/legal-updates/:id/join", `/api/legal-updates/${id}/join`, {
    intoId,
  });
}

/** Mutation of {@link splitReport}. */
export function useSplitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitReport,
    onSuccess: () => invalidateReviewedUpdates(queryClient),
  });
}

/** Mutation of {@link joinChanges}. */
export function useJoinChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChanges,
    onSuccess: () => invalidateReviewedUpdates(queryClient),
  });
}
