/** PATCH /api/users/{id}: the User Details dialog's edits (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import type { UpdateUserInput } from "@api/schemas/users.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { USERS_KEY } from "./users_list.ts";

/** Sends the edited fields; answers the updated user. */
export function updateUser(
  { id, changes }: { id: string; changes: UpdateUserInput },
): Promise<PublicUser> {
  return sendJson("PATCH /api/users/:id", `${USERS_KEY}/${encodeURIComponent(id)}`, changes);
}

/** Mutation for Save Changes; refreshes the list. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
