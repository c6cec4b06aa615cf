/** PATCH /api/register/{id}: the assessment form's save; refreshes the register's queries. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateEntryBody } from "@api/schemas/register.ts";
import { sendJson } from "@/lib/api_request.ts";
import type { z } from "zod";
import { CONTROLS_KEY, REGISTER_KEY } from "./entry.ts";

/** What the form sends. */
export type EntryChanges = z.input<typeof UpdateEntryBody>;

/** Saves `changes` to entry `id`. */
export function useSaveEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EntryChanges) =>
      sendJson("PATCH /api/register/:id{[0-9]+}", `${REGISTER_KEY}/${id}`, changes),
    onSuccess: () => invalidateRegister(queryClient),
  });
}

/** Every register query and the controls library. */
export function invalidateRegister(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [REGISTER_KEY] }),
    queryClient.invalidateQueries({ queryKey: [CONTROLS_KEY] }),
  ]);
}
