/**
 * POST /api/register: a duty of an approved update ({obligationId}: "Add to register") or one
 * written by hand (the "Add duty" dialog) into the caller's register.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateEntryBody } from "@api/schemas/register.ts";
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

/** Adds an entry written by hand; the register loads again. */
export function useAddEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateEntryBody>) =>
      sendJson("POST /api/register", KEY_PREFIXES.register, body),
    onSuccess: () => invalidateRegister(queryClient),
  });
}
