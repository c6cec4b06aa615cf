/** POST /api/legal-updates/manual: an update typed in by an admin (spec part 2 §5, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ManualUpdate, ManualUpdateResponse } from "@api/schemas/manual_update.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateReviewedUpdates } from "@/lib/queries/invalidate.ts";

/** Sends the checked form; answers the created update and a message. */
export function createManualUpdate(body: ManualUpdate): Promise<ManualUpdateResponse> {
  return sendJson("POST /api/legal-updates/manual", "/api/legal-updates/manual", body);
}

/** Mutation; success refreshes the portal's list and counts. */
export function useCreateManualUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualUpdate,
    onSuccess: () => invalidateReviewedUpdates(queryClient),
  });
}
