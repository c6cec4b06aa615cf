/**
 * POST /api/alerts/{id}/rotate-secret (a new webhook secret and feed URL) and
 * POST /api/alerts/{id}/rotate-feed (a new feed URL only). The new values are in the answer,
 * once; the old ones stop working.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateAlerts } from "./alerts.ts";

/** What to make anew: the webhook secret (with the feed URL), or the feed URL alone. */
export type Rotation = "secret" | "feed";

/** Rotates; the list loads again. */
export function useRotate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, what }: { id: number; what: Rotation }) =>
      sendJson(`POST /api/alerts/:id{[0-9]+}/rotate-${what}`, `/api/alerts/${id}/rotate-${what}`),
    onSuccess: () => invalidateAlerts(queryClient),
  });
}
