/** GET /api/rss-sources?sourceType=specialist: the Specialist Sources list (spec §7). */
import { useQuery } from "@tanstack/react-query";
import type { RssSourceView } from "../../../../../api/schemas/sources.ts";

export const SPECIALIST_SOURCES_KEY = ["/api/rss-sources?sourceType=specialist"] as const;

/** The specialist sources, by name. */
export function useSpecialistSources() {
  return useQuery<RssSourceView[]>({ queryKey: SPECIALIST_SOURCES_KEY });
}
