/** POST /api/rss-sources and PUT /api/rss-sources/{id} (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { RssSourceBody, RssSourceView } from "@api/schemas/sources.ts";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateSources } from "@/lib/queries/invalidate.ts";

/** The source form's body: what the endpoint's schema takes. */
export type SourcePayload = z.input<typeof RssSourceBody>;

/** Creates (no id) or updates (id) a source. */
export function saveSource(
  { id, body }: { id?: number; body: SourcePayload },
): Promise<RssSourceView> {
  return id === undefined
    ? sendJson("POST /api/rss-sources", "/api/rss-sources", body)
    : sendJson("PUT /api/rss-sources/:id", `/api/rss-sources/${id}`, body);
}

/** Mutation; success refetches the jurisdictions and sources. */
export function useSaveSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSource, onSuccess: () => invalidateSources(queryClient) });
}
