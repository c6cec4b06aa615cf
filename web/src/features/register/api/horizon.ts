/** GET /api/horizon?days=N: what is due from today to N days ahead (issue 29). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { HorizonDays } from "@domain/register.ts";
import { routeQueryFn } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** The horizon of the next `days` days; the previous window stays shown while the next loads. */
export function useHorizon(days: HorizonDays) {
  return useQuery({
    queryKey: [`${KEY_PREFIXES.horizon}?days=${days}`],
    queryFn: routeQueryFn("GET /api/horizon"),
    placeholderData: keepPreviousData,
  });
}
