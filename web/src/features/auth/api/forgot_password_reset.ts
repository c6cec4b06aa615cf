/** POST /api/auth/forgot-password/reset: sets the new password (answer checked again). */
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ForgotResetBody } from "@api/schemas/auth.ts";
import type { MessageResponse } from "@api/schemas/message.ts";
import { sendJson } from "@/lib/api_request.ts";

/** Sets the new password. */
export function resetPassword(body: z.input<typeof ForgotResetBody>): Promise<MessageResponse> {
  return sendJson("POST /api/auth/forgot-password/reset", "/api/auth/forgot-password/reset", body);
}

/** Mutation for step 3 of the forgot-password screen. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
