/** GET /api/admin/legal-updates/{id}/history: the status changes of one update, oldest first. */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";
import { ADMIN_UPDATES_KEY } from "./admin_updates.ts";

/** The history of update `id`, loaded while `enabled` (the detail dialog is open). */
export function useUpdateHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [ADMIN_UPDATES_KEY, id, "history"],
    queryFn: routeQueryFn("GET /api/admin/legal-updates/:id/history"),
    enabled,
    staleTime: 0,
  });
}
