/** POST /api/users/{id}/reset-password: a new temporary password (spec part 2 §4, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { ResetPasswordResponse } from "./types.ts";
import { USERS_KEY } from "./users_list.ts";

/** Resets the password and clears the security questions; answers the temporary password. */
export async function resetPassword(id: string): Promise<ResetPasswordResponse> {
  const res = await apiRequest("POST", `${USERS_KEY}/${encodeURIComponent(id)}/reset-password`);
  return await res.json() as ResetPasswordResponse;
}

/** Mutation for the reset confirmation; refreshes the list. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
