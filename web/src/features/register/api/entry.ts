/**
 * The reads of a register entry's page (issue 29): the entry, its history, the people who may
 * own it and the controls library. Keys are the URLs they load (lib/api_request.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";

/** Prefix of every register query: a change to an entry makes them all stale. */
export const REGISTER_KEY = "/api/register";
/** The controls library (its entries lists change with an entry's controls). */
export const CONTROLS_KEY = "/api/controls";

/** Entry `id` (a 404 is an error the page shows as "not found"). */
export function useEntry(id: number) {
  return useQuery({
    queryKey: [REGISTER_KEY, id],
    queryFn: routeQueryFn("GET /api/register/:id{[0-9]+}"),
    retry: false,
  });
}

/** Entry `id`'s history, oldest first. */
export function useEntryHistory(id: number) {
  return useQuery({
    queryKey: [REGISTER_KEY, id, "history"],
    queryFn: routeQueryFn("GET /api/register/:id{[0-9]+}/history"),
  });
}

/** The users of the caller's register (the owner select). */
export function usePeople() {
  return useQuery({
    queryKey: [`${REGISTER_KEY}/people`],
    queryFn: routeQueryFn("GET /api/register/people"),
    staleTime: 60_000,
  });
}

/** The caller's controls library (the controls to map). */
export function useControls() {
  return useQuery({ queryKey: [CONTROLS_KEY], queryFn: routeQueryFn("GET /api/controls") });
}
