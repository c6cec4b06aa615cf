/** POST /api/auth/forgot-password/email: finds the account and picks one security question. */
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { SecurityQuestion } from "./types.ts";

/** Looks up the email; answers the question to ask. */
export async function findAccount(body: { email: string }): Promise<SecurityQuestion> {
  const res = await apiRequest("POST", "/api/auth/forgot-password/email", body);
  return await res.json() as SecurityQuestion;
}

/** Mutation for step 1 of the forgot-password screen. */
export function useFindAccount() {
  return useMutation({ mutationFn: findAccount });
}
