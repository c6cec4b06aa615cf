/** POST /api/users: creates an account with a temporary password (spec part 2 §5, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import type { CreateUserInput } from "@api/schemas/users.ts";
import type { CreateUserResponse } from "@api/schemas/user_answers.ts";
import { USERS_KEY } from "./users_list.ts";

/** Sends the create-user form; answers the user and the one-time temporary password. */
export function createUser(body: CreateUserInput): Promise<CreateUserResponse> {
  return sendJson("POST /api/users", USERS_KEY, body);
}

/** Mutation for the Add User dialog; refreshes the list and the company names. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
