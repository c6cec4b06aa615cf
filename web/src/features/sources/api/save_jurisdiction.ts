/** POST /api/jurisdictions and PUT /api/jurisdictions/{id} (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { JurisdictionBody, JurisdictionView } from "@api/schemas/sources.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateSources } from "@/lib/queries/invalidate.ts";

/** The jurisdiction form's body: what the endpoint's schema takes. */
export type JurisdictionPayload = z.input<typeof JurisdictionBody>;

/** Creates (no id) or updates (id) a jurisdiction. */
export function saveJurisdiction(
  { id, body }: { id?: number; body: JurisdictionPayload },
): Promise<JurisdictionView> {
  return id === undefined
    ? sendJson("POST /api/jurisdictions", "/api/jurisdictions", body)
    : sendJson("PUT /api/jurisdictions/:id", `/api/jurisdictions/${id}`, body);
}

/** Mutation; success refetches the jurisdictions. */
export function useSaveJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJurisdiction,
    onSuccess: () => invalidateSources(queryClient),
  });
}
