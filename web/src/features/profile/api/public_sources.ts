/** GET /api/rss-sources-public: the active sources to choose from (spec part 2 §7). */
import { useQuery } from "@tanstack/react-query";
import type { PublicSource } from "@api/schemas/sources.ts";

/** The sources, by name. */
export function usePublicSources() {
  return useQuery<PublicSource[]>({ queryKey: ["/api/rss-sources-public"] });
}
