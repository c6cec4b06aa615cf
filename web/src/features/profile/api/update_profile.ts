/** PATCH /api/auth/profile: own profile and company information (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "../../../../../api/schemas/profile.ts";
import type { PublicUser } from "../../../../../api/schemas/user_answers.ts";
import { sendJson } from "../../../lib/api_request.ts";
import { refreshCurrentUser } from "../../../lib/queries/current_user.ts";

/** Sends the changed fields; answers the updated user. */
export function updateProfile(body: ProfileInput): Promise<PublicUser> {
  return sendJson<PublicUser>("PATCH", "/api/auth/profile", body);
}

/** Mutation for both profile cards; the current user is fetched again afterwards. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}
