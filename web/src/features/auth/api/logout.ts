/** POST /api/auth/logout: ends the session (also the setup-only one). */
import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@api/schemas/message.ts";
import { sendJson } from "@/lib/api_request.ts";

/** Ends the current session. */
export function logout(): Promise<MessageResponse> {
  return sendJson("POST /api/auth/logout", "/api/auth/logout");
}

/** Mutation for the navigation's Logout and the setup step's Cancel. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
