/** POST /api/register {obligationId}: a duty of an approved update into the caller's register. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateRegister, KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/**
 * Adds one duty; afterwards (also after a 409: someone of the company added it meanwhile) the
 * register, the horizon and the updates' details load again, so every button tells.
 */
export function useAddToRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (obligationId: number) =>
      sendJson("POST /api/register", KEY_PREFIXES.register, { obligationId }),
    onSettled: () => invalidateRegister(queryClient),
  });
}
