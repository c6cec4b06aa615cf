/** GET /api/users/company-names: the company picker's choices, fetched only while it is open. */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";
import { USERS_KEY } from "./users_list.ts";

/** The distinct company names; `enabled` is false while the Add User dialog is closed. */
export function useCompanyNames(enabled: boolean) {
  return useQuery({
    queryKey: [USERS_KEY, "company-names"],
    queryFn: routeQueryFn("GET /api/users/company-names"),
    enabled,
    // Names change whenever a user is added or edited: ask again each time the dialog opens.
    staleTime: 0,
  });
}
