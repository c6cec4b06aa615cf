/** DELETE /api/alerts/{id}. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api_request.ts";
import { invalidateAlerts } from "./alerts.ts";

/** Deletes an alert; the list loads again afterwards. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/alerts/${id}`);
    },
    onSuccess: () => invalidateAlerts(queryClient),
  });
}
