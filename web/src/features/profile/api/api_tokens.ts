/**
 * /api/auth/tokens (issue 28): the user's personal API tokens, making one (its token comes back
 * only in that answer) and revoking one. Both writes load the list again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateApiTokenBody } from "@api/schemas/api_tokens.ts";
import { routeQueryFn, sendJson } from "@/lib/api_request.ts";

/** Query key (and URL) of the list. */
export const API_TOKENS_KEY = ["/api/auth/tokens"] as const;

/** The user's tokens (never the tokens themselves). */
export function useApiTokens() {
  return useQuery({ queryKey: API_TOKENS_KEY, queryFn: routeQueryFn("GET /api/auth/tokens") });
}

/** Makes a token; the answer holds it, the only time it is shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateApiTokenBody>) =>
      sendJson("POST /api/auth/tokens", API_TOKENS_KEY[0], body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}

/** Revokes a token by its id. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson("DELETE /api/auth/tokens/:id", `${API_TOKENS_KEY[0]}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
