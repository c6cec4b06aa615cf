/** POST /api/auth/forgot-password/reset: sets the new password (answer checked again). */
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { MessageResponse, ResetPasswordRequest } from "./types.ts";

/** Sets the new password. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  const res = await apiRequest("POST", "/api/auth/forgot-password/reset", body);
  return await res.json() as MessageResponse;
}

/** Mutation for step 3 of the forgot-password screen. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
