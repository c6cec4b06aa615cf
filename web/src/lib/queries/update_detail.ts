/**
 * GET /api/legal-updates/{id}: one update with its full text and obligations, each with its entry
 * in the caller's register. The detail page and the favorites' "Add duties to register" dialog
 * read it (one cache entry per update).
 */
import { useQuery } from "@tanstack/react-query";
import { getJson } from "../api_request.ts";
import { KEY_PREFIXES } from "./invalidate.ts";

/** The query key of update `id`'s detail. */
export function updateDetailKey(id: number) {
  return [KEY_PREFIXES.legalUpdates, id] as const;
}

/** The detail of update `id` (a 404 is an error the screen shows as "not found"). */
export function useUpdateDetail(id: number) {
  return useQuery({
    queryKey: updateDetailKey(id),
    queryFn: ({ signal }) =>
      getJson("GET /api/legal-updates/:id", `${KEY_PREFIXES.legalUpdates}/${id}`, signal),
    staleTime: 30_000,
    retry: false,
  });
}
