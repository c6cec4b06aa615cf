/**
 * The controls library's calls: GET /api/controls, POST, PATCH and DELETE /api/controls/{id}.
 * A change to a control changes the entries that show it: both load again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateControlBody, UpdateControlBody } from "@api/schemas/controls.ts";
import { apiRequest, routeQueryFn, sendJson } from "@/lib/api_request.ts";
import { invalidateRegister, KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

const CONTROLS_KEY = [KEY_PREFIXES.controls] as const;

/** The library, by reference, each control with its entries. */
export function useControls() {
  return useQuery({ queryKey: CONTROLS_KEY, queryFn: routeQueryFn("GET /api/controls") });
}

/** What the control dialog saves: a new control (no id) or changes to control `id`. */
export type SaveControlInput =
  | { id?: undefined; body: z.input<typeof CreateControlBody> }
  | { id: number; body: z.input<typeof UpdateControlBody> };

/** Adds or changes a control. */
export function useSaveControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveControlInput) =>
      input.id === undefined
        ? sendJson("POST /api/controls", "/api/controls", input.body)
        : sendJson("PATCH /api/controls/:id{[0-9]+}", `/api/controls/${input.id}`, input.body),
    onSuccess: () => invalidateRegister(queryClient),
  });
}

/** Deletes a control (its entries lose the link). */
export function useDeleteControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/controls/${id}`);
    },
    onSuccess: () => invalidateRegister(queryClient),
  });
}
