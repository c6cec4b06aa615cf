/**
 * The review of a revision held for review (issue 23): GET
 * /api/admin/legal-updates/{id}/pending-revision (the revision and its redline from the approved
 * text) and POST …/revision/approve|reject.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "@/lib/api_request.ts";
import { invalidateReviewedUpdates } from "@/lib/queries/invalidate.ts";
import { ADMIN_UPDATES_KEY } from "./admin_updates.ts";

/** An admin's decision on the pending revision. */
export type RevisionDecision = "approve" | "reject";

const pendingUrl = (id: number) => `${ADMIN_UPDATES_KEY}/${id}/pending-revision`;

/** The pending revision of update `id` (under the portal's prefix: invalidated with its list). */
export function usePendingRevision(id: number) {
  return useQuery({
    queryKey: [pendingUrl(id)],
    queryFn: ({ signal }) =>
      getJson("GET /api/admin/legal-updates/:id/pending-revision", pendingUrl(id), signal),
    staleTime: 0,
    retry: false,
  });
}

/** Mutation; success refreshes every list that shows updates (their texts and revisions too). */
export function useDecideRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: RevisionDecision }) =>
      sendJson(
        "POST /api/admin/legal-updates/:id/revision/:decision",
        `${ADMIN_UPDATES_KEY}/${id}/revision/${decision}`,
      ),
    onSuccess: () => invalidateReviewedUpdates(queryClient),
  });
}
