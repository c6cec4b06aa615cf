/** PATCH /api/auth/security-questions: new answers, proven by the current password. */
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { MessageResponse } from "@api/schemas/message.ts";
import type { SecurityQuestionsBody } from "@api/schemas/profile.ts";
import { sendJson } from "@/lib/api_request.ts";

/** Sends the form; answers the server's message. */
export function updateSecurityQuestions(
  body: z.input<typeof SecurityQuestionsBody>,
): Promise<MessageResponse> {
  return sendJson("PATCH /api/auth/security-questions", "/api/auth/security-questions", body);
}

/** Mutation for Update Questions. */
export function useUpdateSecurityQuestions() {
  return useMutation({ mutationFn: updateSecurityQuestions });
}
