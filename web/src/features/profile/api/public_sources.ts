/** GET /api/rss-sources-public: the active sources to choose from (spec part 2 §7). */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";

/** The sources, by name. */
export function usePublicSources() {
  return useQuery({
    queryKey: ["/api/rss-sources-public"],
    queryFn: routeQueryFn("GET /api/rss-sources-public"),
  });
}
