/** POST /api/auth/forgot-password/validate: checks the security answer. */
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { ValidateAnswerRequest } from "./types.ts";

/** Checks the answer; a wrong one throws (400, or 429 when throttled). */
export async function validateAnswer(body: ValidateAnswerRequest): Promise<{ valid: true }> {
  const res = await apiRequest("POST", "/api/auth/forgot-password/validate", body);
  return await res.json() as { valid: true };
}

/** Mutation for step 2 of the forgot-password screen. */
export function useValidateAnswer() {
  return useMutation({ mutationFn: validateAnswer });
}
