/** PATCH /api/users/{id}/role: the Security tab's role select (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { Role } from "../../../../../domain/roles.ts";
import type { ManagedUser } from "./types.ts";
import { USERS_KEY } from "./users_list.ts";

/** Sets the user's role; answers the updated user. */
export async function updateRole(
  { id, role }: { id: string; role: Role },
): Promise<ManagedUser> {
  const res = await apiRequest("PATCH", `${USERS_KEY}/${encodeURIComponent(id)}/role`, { role });
  return await res.json() as ManagedUser;
}

/** Mutation for the role select; refreshes the list. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
