/** POST /api/auth/forgot-password/email: finds the account and picks one security question. */
import { useMutation } from "@tanstack/react-query";
import type { SecurityQuestion } from "@api/schemas/auth_answers.ts";
import { sendJson } from "@/lib/api_request.ts";

/** Looks up the email; answers the question to ask. */
export function findAccount(body: { email: string }): Promise<SecurityQuestion> {
  return sendJson("POST /api/auth/forgot-password/email", "/api/auth/forgot-password/email", body);
}

/** Mutation for step 1 of the forgot-password screen. */
export function useFindAccount() {
  return useMutation({ mutationFn: findAccount });
}
