/** PATCH /api/users/{id}/role: the Security tab's role select (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import type { Role } from "@domain/roles.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { USERS_KEY } from "./users_list.ts";

/** Sets the user's role; answers the updated user. */
export function updateRole(
  { id, role }: { id: string; role: Role },
): Promise<PublicUser> {
  return sendJson("PATCH /api/users/:id/role", `${USERS_KEY}/${encodeURIComponent(id)}/role`, {
    role,
  });
}

/** Mutation for the role select; refreshes the list. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
