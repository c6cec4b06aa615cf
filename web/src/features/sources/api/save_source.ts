/** POST /api/rss-sources and PUT /api/rss-sources/{id} (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SourceType } from "../../../../../domain/sources.ts";
import type { RssSourceView } from "../../../../../api/schemas/sources.ts";
import { sendJson } from "../../../lib/api_request.ts";
import { invalidateSources } from "../../../lib/queries/invalidate.ts";

/** The source form's body. */
export interface SourcePayload {
  jurisdictionId: number;
  name: string;
  url: string;
  sourceType: SourceType;
  legislativeFilter: string;
  isActive: boolean;
}

/** Creates (no id) or updates (id) a source. */
export function saveSource(
  { id, body }: { id?: number; body: SourcePayload },
): Promise<RssSourceView> {
  return id === undefined
    ? sendJson<RssSourceView>("POST", "/api/rss-sources", body)
    : sendJson<RssSourceView>("PUT", `/api/rss-sources/${id}`, body);
}

/** Mutation; success refetches the jurisdictions and sources. */
export function useSaveSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSource, onSuccess: () => invalidateSources(queryClient) });
}
