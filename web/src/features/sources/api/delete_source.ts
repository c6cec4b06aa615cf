/** DELETE /api/rss-sources/{id}: its updates stay, without a source (spec part 2 §3, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api_request.ts";
import { invalidateAfterSync } from "@/lib/queries/invalidate.ts";

/** Deletes source `id`. */
export async function deleteSource(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/rss-sources/${id}`);
}

/** Mutation; success refetches the sources and the updates (they lost their source). */
export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    onSuccess: () => invalidateAfterSync(queryClient),
  });
}
