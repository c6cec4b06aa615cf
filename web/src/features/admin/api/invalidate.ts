/** What a review decision makes stale: the portal's list, the counts, and the public listings. */
import type { QueryClient } from "@tanstack/react-query";

const PREFIXES = ["/api/admin/", "/api/legal-updates", "/api/statistics/", "/api/auth/favorites"];

/** Marks every query that shows legal updates or their counts as stale (and refetches it). */
export function invalidateReviewData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === "string" && PREFIXES.some((p) => head.startsWith(p));
    },
  });
}
