/**
 * The reads of a register entry's page (issue 29): the entry and its history (the owners and the
 * controls library come from register_owners.ts and controls.ts). Keys are the URLs they load.
 */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** Entry `id` (a 404 is an error the page shows as "not found"). */
export function useEntry(id: number) {
  return useQuery({
    queryKey: [KEY_PREFIXES.register, id],
    queryFn: routeQueryFn("GET /api/register/:id{[0-9]+}"),
    retry: false,
  });
}

/** Entry `id`'s history, oldest first. */
export function useEntryHistory(id: number) {
  return useQuery({
    queryKey: [KEY_PREFIXES.register, id, "history"],
    queryFn: routeQueryFn("GET /api/register/:id{[0-9]+}/history"),
  });
}
