/** GET /api/admin/legal-updates/{id}/history: the status changes of one update, oldest first. */
import { useQuery } from "@tanstack/react-query";
import type { HistoryEntry } from "../../../../../api/schemas/review.ts";

/** The history of update `id`, loaded while `enabled` (the detail dialog is open). */
export function useUpdateHistory(id: number, enabled: boolean) {
  return useQuery<{ history: HistoryEntry[] }>({
    queryKey: ["/api/admin/legal-updates", id, "history"],
    enabled,
    staleTime: 0,
  });
}
