/**
 * GET /api/horizon?days=N: what is due from today to N days ahead (issue 29), a page at a time
 * (the answer names its nextPage): a year can hold tens of thousands of duties.
 */
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { HorizonDays } from "@domain/register.ts";
import { getJson } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** The horizon of the next `days` days; the previous window stays shown while the next loads. */
export function useHorizon(days: HorizonDays) {
  const url = `${KEY_PREFIXES.horizon}?days=${days}`;
  return useInfiniteQuery({
    queryKey: [url],
    queryFn: ({ pageParam, signal }) =>
      getJson("GET /api/horizon", `${url}&page=${pageParam}`, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}
