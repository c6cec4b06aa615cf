/** POST /api/register with a duty by hand: the "Add duty" dialog's save. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateEntryBody } from "@api/schemas/register.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateRegister } from "./register_list.ts";

/** Adds the entry; the register loads again. */
export function useAddEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateEntryBody>) =>
      sendJson("POST /api/register", "/api/register", body),
    onSuccess: () => invalidateRegister(queryClient),
  });
}
