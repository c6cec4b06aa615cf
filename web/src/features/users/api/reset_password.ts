/** POST /api/users/{id}/reset-password: a new temporary password (spec part 2 §4, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import type { TemporaryPasswordResponse } from "@api/schemas/user_answers.ts";
import { USERS_KEY } from "./users_list.ts";

/** Resets the password and clears the security questions; answers the temporary password. */
export function resetPassword(id: string): Promise<TemporaryPasswordResponse> {
  return sendJson(
    "POST /api/users/:id/reset-password",
    `${USERS_KEY}/${encodeURIComponent(id)}/reset-password`,
  );
}

/** Mutation for the reset confirmation; refreshes the list. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
