/** What a Source Management change makes stale: the jurisdictions, the sources, the updates. */
import type { QueryClient } from "@tanstack/react-query";

const SOURCE_PREFIXES = ["/api/jurisdictions", "/api/rss-sources"];
const UPDATE_PREFIXES = ["/api/admin/", "/api/legal-updates", "/api/statistics/"];

function byPrefix(queryClient: QueryClient, prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === "string" && prefixes.some((p) => head.startsWith(p));
    },
  });
}

/** Refetches the jurisdictions and source lists. */
export function invalidateSources(queryClient: QueryClient): Promise<void> {
  return byPrefix(queryClient, SOURCE_PREFIXES);
}

/** Refetches the sources and every list of legal updates (after a sync brought new ones). */
export function invalidateAfterSync(queryClient: QueryClient): Promise<void> {
  return byPrefix(queryClient, [...SOURCE_PREFIXES, ...UPDATE_PREFIXES]);
}
