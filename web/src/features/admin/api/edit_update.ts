/**
 * PATCH /api/legal-updates/{id}: the edit dialog's fields, or the category alone from the
 * table's category cell (spec part 2 §7).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateStatus } from "../../../../../domain/legal_updates.ts";
import type { AdminUpdate } from "../../../../../api/schemas/review.ts";
import { apiRequest } from "../../../lib/api_request.ts";
import { invalidateReviewData } from "./invalidate.ts";

/** The editable fields; send only those that change. */
export interface UpdateEdits {
  title?: string;
  content?: string;
  aiSummary?: string | null;
  aiCategory?: string;
  status?: UpdateStatus;
  jurisdictionId?: number;
}

/** Sends the edits of update `id`; answers the updated update. */
export async function editUpdate(
  { id, ...edits }: UpdateEdits & { id: number },
): Promise<AdminUpdate> {
  const res = await apiRequest("PATCH", `/api/legal-updates/${id}`, edits);
  return await res.json() as AdminUpdate;
}

/** Mutation; success refreshes every list that shows updates. */
export function useEditUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUpdate,
    onSuccess: () => invalidateReviewData(queryClient),
  });
}
