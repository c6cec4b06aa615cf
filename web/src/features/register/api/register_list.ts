/**
 * GET /api/register: one page of the filtered register and the counts of the whole. Every change to an
 * entry or a control loads it again (invalidateRegister in lib/queries/invalidate.ts).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";
import { type RegisterFilters, registerListUrl } from "../list_filters.ts";

/** The page of the register that `filters` name; the previous page shows while it loads. */
export function useRegisterList(filters: RegisterFilters) {
  const url = registerListUrl(filters);
  return useQuery({
    queryKey: [KEY_PREFIXES.register, url],
    queryFn: ({ signal }) => getJson("GET /api/register", url, signal),
    placeholderData: keepPreviousData,
  });
}
