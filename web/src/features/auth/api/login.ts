/** POST /api/auth/login. A plain user answer signs in (the current-user cache is set). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import { CURRENT_USER_KEY } from "./current_user.ts";
import { isSetupRequired, type LoginRequest, type LoginResponse } from "./types.ts";

/** Sends the credentials; the answer is the user or a setup-required notice. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const res = await apiRequest("POST", "/api/auth/login", body);
  return await res.json() as LoginResponse;
}

/** Mutation for the sign-in form. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (!isSetupRequired(response)) queryClient.setQueryData(CURRENT_USER_KEY, response);
    },
  });
}
