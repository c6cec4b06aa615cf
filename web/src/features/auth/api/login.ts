/** POST /api/auth/login. A plain user answer signs in (the current-user cache is set). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { LoginBody } from "@api/schemas/auth.ts";
import { isSetupRequired, type LoginResponse } from "@api/schemas/auth_answers.ts";
import { sendJson } from "@/lib/api_request.ts";
import { setCurrentUser } from "@/lib/queries/current_user.ts";

/** Sends the credentials; the answer is the user or a setup-required notice. */
export function login(body: z.input<typeof LoginBody>): Promise<LoginResponse> {
  return sendJson("POST /api/auth/login", "/api/auth/login", body);
}

/** Mutation for the sign-in form. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (!isSetupRequired(response)) setCurrentUser(queryClient, response);
    },
  });
}
