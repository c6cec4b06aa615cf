/** POST /api/auth/logout: ends the session (also the setup-only one). */
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { MessageResponse } from "./types.ts";

/** Ends the current session. */
export async function logout(): Promise<MessageResponse> {
  const res = await apiRequest("POST", "/api/auth/logout");
  return await res.json() as MessageResponse;
}

/** Mutation for the logout button and the setup step's Cancel. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
