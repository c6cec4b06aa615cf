/**
 * GET /api/legal-updates/{id}/revisions (issue 16): an update's revisions and the redline of the
 * last two, read by the detail page and the Verification Portal's detail dialog.
 */
import { useQuery } from "@tanstack/react-query";
import { getJson } from "../api_request.ts";
import { KEY_PREFIXES } from "./invalidate.ts";

/** The query key of update `id`'s revisions (under the listing's prefix: invalidated with it). */
export const revisionsKey = (id: number) => [`${KEY_PREFIXES.legalUpdates}/${id}/revisions`];

/** The revisions of update `id`. */
export function useRevisions(id: number) {
  return useQuery({
    queryKey: revisionsKey(id),
    queryFn: ({ signal }) =>
      getJson(
        "GET /api/legal-updates/:id/revisions",
        `${KEY_PREFIXES.legalUpdates}/${id}/revisions`,
        signal,
      ),
    staleTime: 30_000,
    retry: false,
  });
}
