/** POST /api/auth/complete-setup: new password and/or security answers; signs in on success. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import { CURRENT_USER_KEY } from "./current_user.ts";
import type { CompleteSetupRequest, CompleteSetupResponse } from "./types.ts";

/** Sends the setup fields; answers {user}. */
export async function completeSetup(body: CompleteSetupRequest): Promise<CompleteSetupResponse> {
  const res = await apiRequest("POST", "/api/auth/complete-setup", body);
  return await res.json() as CompleteSetupResponse;
}

/** Mutation for the account-setup step; sets the current user on success. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: ({ user }) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
