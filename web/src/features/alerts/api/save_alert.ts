/** POST /api/alerts and PATCH /api/alerts/{id}: create or change an alert rule. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAlertInput, SaveAlertResponse, UpdateAlertInput } from "@api/schemas/alerts.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateAlerts } from "./alerts.ts";

/**
 * Creates an alert. The answer holds its private feed URL and, for a webhook alert, its secret:
 * both shown once.
 */
export function createAlert(body: CreateAlertInput): Promise<SaveAlertResponse> {
  return sendJson("POST /api/alerts", "/api/alerts", body);
}

/** Changes the given fields of alert `id`; a secret comes back when it became a webhook alert. */
export function updateAlert(id: number, body: UpdateAlertInput): Promise<SaveAlertResponse> {
  return sendJson("PATCH /api/alerts/:id{[0-9]+}", `/api/alerts/${id}`, body);
}

/** Create (no id) or update (id); the list loads again afterwards. */
export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateAlertInput }) =>
      id === undefined ? createAlert(body) : updateAlert(id, body),
    onSuccess: () => invalidateAlerts(queryClient),
  });
}

/** The on/off switch: PATCH `{isActive}`. */
export function useSetAlertActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      updateAlert(id, { isActive }),
    onSettled: () => invalidateAlerts(queryClient),
  });
}
