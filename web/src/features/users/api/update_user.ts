/** PATCH /api/users/{id}: the User Details dialog's edits (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { UpdateUserInput } from "../../../../../api/schemas/users.ts";
import type { ManagedUser } from "./types.ts";
import { USERS_KEY } from "./users_list.ts";

/** Sends the edited fields; answers the updated user. */
export async function updateUser(
  { id, changes }: { id: string; changes: UpdateUserInput },
): Promise<ManagedUser> {
  const res = await apiRequest("PATCH", `${USERS_KEY}/${encodeURIComponent(id)}`, changes);
  return await res.json() as ManagedUser;
}

/** Mutation for Save Changes; refreshes the list. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
