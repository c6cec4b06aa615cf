/** POST /api/users/{id}/reset-reports: 'Reset to 10' (spec part 2 §4, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { USERS_KEY } from "./users_list.ts";

/** Sets both report counters to 10; answers the updated user. */
export function resetReports(id: string): Promise<PublicUser> {
  return sendJson(
    "POST /api/users/:id/reset-reports",
    `${USERS_KEY}/${encodeURIComponent(id)}/reset-reports`,
  );
}

/** Mutation for 'Reset to 10'; refreshes the list. */
export function useResetReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
