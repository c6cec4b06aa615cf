/** POST /api/alerts/{id}/test: sends a test message now and answers what the channel said. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateAlerts } from "./alerts.ts";

/** Sends the test; a webhook answering 410 turns the alert off, so the list loads again. */
export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      sendJson("POST /api/alerts/:id{[0-9]+}/test", `/api/alerts/${id}/test`),
    onSettled: () => invalidateAlerts(queryClient),
  });
}
