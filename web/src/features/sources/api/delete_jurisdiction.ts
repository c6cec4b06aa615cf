/** DELETE /api/jurisdictions/{id}: removes it and its sources; its updates stay (spec §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api_request.ts";
import { invalidateAfterSync } from "@/lib/queries/invalidate.ts";

/** Deletes jurisdiction `id`. */
export async function deleteJurisdiction(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/jurisdictions/${id}`);
}

/** Mutation; success refetches the sources and the updates (they lost their jurisdiction). */
export function useDeleteJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJurisdiction,
    onSuccess: () => invalidateAfterSync(queryClient),
  });
}
