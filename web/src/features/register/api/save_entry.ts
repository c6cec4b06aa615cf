/** PATCH /api/register/{id}: the assessment form's save; refreshes the register's queries. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateEntryBody } from "@api/schemas/register.ts";
import { sendJson } from "@/lib/api_request.ts";
import type { z } from "zod";
import { invalidateRegister, KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** What the form sends. */
export type EntryChanges = z.input<typeof UpdateEntryBody>;

/** Saves `changes` to entry `id`. */
export function useSaveEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EntryChanges) =>
      sendJson("PATCH /api/register/:id{[0-9]+}", `${KEY_PREFIXES.register}/${id}`, changes),
    onSuccess: () => invalidateRegister(queryClient),
  });
}
