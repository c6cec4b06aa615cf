/**
 * GET /api/register: one page of the filtered register and the counts of the whole. Every
 * change to an entry or a control loads it again.
 */
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api_request.ts";
import { type RegisterFilters, registerListUrl } from "../list_filters.ts";

/** Prefix of the register's list queries (each page and filter is one below it). */
export const REGISTER_KEY = ["/api/register"] as const;

/** The page of the register that `filters` name; the previous page shows while it loads. */
export function useRegisterList(filters: RegisterFilters) {
  const url = registerListUrl(filters);
  return useQuery({
    queryKey: [...REGISTER_KEY, url],
    queryFn: ({ signal }) => getJson("GET /api/register", url, signal),
    placeholderData: keepPreviousData,
  });
}

/** Marks every page of the register stale after a change. */
export function invalidateRegister(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: REGISTER_KEY });
}
