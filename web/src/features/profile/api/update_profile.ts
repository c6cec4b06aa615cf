/**
 * PATCH /api/auth/profile: own profile and company information (spec part 2 §7). A new sign-in
 * email is only asked for: the answer's pendingEmail waits for the link mailed to it (issue 23).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileResponse } from "@api/schemas/email_change.ts";
import type { ProfileInput } from "@api/schemas/profile.ts";
import { sendJson } from "@/lib/api_request.ts";
import { refreshCurrentUser } from "@/lib/queries/current_user.ts";
import { PENDING_EMAIL_CHANGE_KEY } from "./email_change.ts";

/** Sends the changed fields; answers the updated user and the pending email change. */
export function updateProfile(body: ProfileInput): Promise<ProfileResponse> {
  return sendJson("PATCH /api/auth/profile", "/api/auth/profile", body);
}

/** Mutation for both profile cards; the current user and the pending change are fetched again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        refreshCurrentUser(queryClient),
        queryClient.invalidateQueries({ queryKey: PENDING_EMAIL_CHANGE_KEY }),
      ]),
  });
}
