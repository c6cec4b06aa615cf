/** GET /api/users: one page of the filtered users (spec part 2 §7; 50 a page). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { UserListResponse } from "@api/schemas/user_answers.ts";
import { USERS_PAGE_SIZE } from "@api/schemas/users.ts";
import { getJson } from "@/lib/api_request.ts";
import { filterParams, type UserFilterState } from "./user_filters.ts";

/** Every query of this feature starts with this key, so a change can refresh them all. */
export const USERS_KEY = "/api/users";

/** Fetches one page. */
export function fetchUsers(
  filters: UserFilterState,
  page: number,
  signal?: AbortSignal,
): Promise<UserListResponse> {
  const params = filterParams(filters);
  params.set("page", String(page));
  params.set("limit", String(USERS_PAGE_SIZE));
  return getJson("GET /api/users", `${USERS_KEY}?${params}`, signal);
}

/** The page of users; the previous page stays shown while the next one loads. */
export function useUsers(filters: UserFilterState, page: number) {
  return useQuery({
    queryKey: [USERS_KEY, "list", filters, page],
    queryFn: ({ signal }) => fetchUsers(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}
