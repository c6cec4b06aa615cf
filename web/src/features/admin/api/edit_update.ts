/**
 * PATCH /api/legal-updates/{id}: the edit dialog's fields, or the category alone from the
 * table's category cell (spec part 2 §7).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdminUpdate, EditUpdateBody } from "@api/schemas/review.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateReviewedUpdates } from "@/lib/queries/invalidate.ts";

/** The editable fields; send only those that change. */
export type UpdateEdits = z.input<typeof EditUpdateBody>;

/** Sends the edits of update `id`; answers the updated update. */
export function editUpdate(
  { id, ...edits }: UpdateEdits & { id: number },
): Promise<AdminUpdate> {
  return sendJson("PATCH /api/legal-updates/:id", `/api/legal-updates/${id}`, edits);
}

/** Mutation; success refreshes every list that shows updates. */
export function useEditUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUpdate,
    onSuccess: () => invalidateReviewedUpdates(queryClient),
  });
}
