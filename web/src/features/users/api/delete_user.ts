/** DELETE /api/users/{id} (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api_request.ts";
import { USERS_KEY } from "./users_list.ts";

/** Deletes the account. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest("DELETE", `${USERS_KEY}/${encodeURIComponent(id)}`);
}

/** Mutation for the delete confirmation; refreshes the list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
