/** GET /api/rss-sources?sourceType=specialist: the Specialist Sources list (spec §7). */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

export const SPECIALIST_SOURCES_KEY = [`${KEY_PREFIXES.rssSources}?sourceType=specialist`] as const;

/** The specialist sources, by name. */
export function useSpecialistSources() {
  return useQuery({
    queryKey: SPECIALIST_SOURCES_KEY,
    queryFn: routeQueryFn("GET /api/rss-sources"),
  });
}
