/** GET /api/legal-updates/{id}: one update with its full text and obligations. */
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** The detail of update `id` (a 404 is an error the screen shows as "not found"). */
export function useUpdateDetail(id: number) {
  return useQuery({
    queryKey: [KEY_PREFIXES.legalUpdates, id],
    queryFn: ({ signal }) =>
      getJson("GET /api/legal-updates/:id", `${KEY_PREFIXES.legalUpdates}/${id}`, signal),
    staleTime: 30_000,
    retry: false,
  });
}
