/** PATCH /api/auth/security-questions: new answers, proven by the current password. */
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";

/** The security questions form (spec part 2 §3). */
export interface SecurityQuestionsRequest {
  currentPassword: string;
  securityAnswer1: string;
  securityAnswer2: string;
  securityAnswer3: string;
}

/** Sends the form; answers the server's message. */
export async function updateSecurityQuestions(
  body: SecurityQuestionsRequest,
): Promise<{ message: string }> {
  const res = await apiRequest("PATCH", "/api/auth/security-questions", body);
  return await res.json() as { message: string };
}

/** Mutation for Update Questions. */
export function useUpdateSecurityQuestions() {
  return useMutation({ mutationFn: updateSecurityQuestions });
}
