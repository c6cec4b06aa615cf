/** POST /api/auth/forgot-password/validate: checks the security answer. */
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ForgotValidateBody } from "@api/schemas/auth.ts";
import type { ValidAnswerResponse } from "@api/schemas/auth_answers.ts";
import { sendJson } from "@/lib/api_request.ts";

/** Checks the answer; a wrong one throws (400, or 429 when throttled). */
export function validateAnswer(
  body: z.input<typeof ForgotValidateBody>,
): Promise<ValidAnswerResponse> {
  return sendJson(
    "POST /api/auth/forgot-password/validate",
    "/api/auth/forgot-password/validate",
    body,
  );
}

/** Mutation for step 2 of the forgot-password screen. */
export function useValidateAnswer() {
  return useMutation({ mutationFn: validateAnswer });
}
