/**
 * GET and DELETE /api/auth/email-change (issue 23): the new sign-in email waiting for the link
 * mailed to it, and cancelling it. The profile PATCH asks for a change (update_profile.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { routeQueryFn, sendJson } from "@/lib/api_request.ts";

/** Query key of the pending change; asking for one or cancelling it loads it again. */
export const PENDING_EMAIL_CHANGE_KEY = ["/api/auth/email-change"] as const;

/** The pending change (pendingEmail null when there is none). */
export function usePendingEmailChange() {
  return useQuery({
    queryKey: PENDING_EMAIL_CHANGE_KEY,
    queryFn: routeQueryFn("GET /api/auth/email-change"),
  });
}

/** Mutation for the notice's Cancel: the link mailed to the new address stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson("DELETE /api/auth/email-change", PENDING_EMAIL_CHANGE_KEY[0]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENDING_EMAIL_CHANGE_KEY }),
  });
}
