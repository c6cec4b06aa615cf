/** POST /api/auth/complete-setup: new password and/or security answers; signs in on success. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CompleteSetupBody } from "@api/schemas/auth.ts";
import type { CompleteSetupResponse } from "@api/schemas/auth_answers.ts";
import { sendJson } from "@/lib/api_request.ts";
import { setCurrentUser } from "@/lib/queries/current_user.ts";

/** The setup fields; each present only when the account needs it. */
export type CompleteSetupRequest = z.input<typeof CompleteSetupBody>;

/** Sends the setup fields; answers {user}. */
export function completeSetup(body: CompleteSetupRequest): Promise<CompleteSetupResponse> {
  return sendJson("POST /api/auth/complete-setup", "/api/auth/complete-setup", body);
}

/** Mutation for the account-setup step; sets the current user on success. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: ({ user }) => setCurrentUser(queryClient, user),
  });
}
