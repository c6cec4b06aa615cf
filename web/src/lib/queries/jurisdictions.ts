/**
 * GET /api/jurisdictions, by name. Anyone gets {id, name, description}; admins get each
 * jurisdiction's settings and sources as well (the same call, so one cache entry). The
 * portal's dropdowns read the public part, Source Management the admin view; the listing's
 * checklist asks only for those with an approved update.
 */
import { useQuery } from "@tanstack/react-query";
import type { JurisdictionView, PublicJurisdiction } from "@api/schemas/sources.ts";
import { getJson, routeQueryFn } from "../api_request.ts";

/** The loader of the key: the admin view or the public one, as the caller's role gets. */
const loadJurisdictions = routeQueryFn("GET /api/jurisdictions");

/** The admin view of each jurisdiction (all of them when the caller is an admin). */
function adminViews(list: JurisdictionView[] | PublicJurisdiction[]): JurisdictionView[] {
  const items: (JurisdictionView | PublicJurisdiction)[] = list;
  return items.filter((j): j is JurisdictionView => "rssSources" in j);
}

/** The public part of each jurisdiction: an admin view is one, with more fields. */
function publicViews(list: JurisdictionView[] | PublicJurisdiction[]): PublicJurisdiction[] {
  return list;
}

/** Query key of the jurisdictions. */
export const JURISDICTIONS_KEY = ["/api/jurisdictions"] as const;

/** How long the list counts as fresh for the public readers (spec part 1 §9). */
export const JURISDICTIONS_STALE_MS = 60_000;

/** Every jurisdiction's id, name and description. */
export function useJurisdictions() {
  return useQuery({
    queryKey: JURISDICTIONS_KEY,
    queryFn: loadJurisdictions,
    select: publicViews,
    staleTime: JURISDICTIONS_STALE_MS,
  });
}

/**
 * The jurisdictions with an approved update (`?listed=true`, issue 25): what the listing's
 * filter offers. Under the same key prefix, so that every change to jurisdictions refreshes it.
 */
export function useListedJurisdictions() {
  return useQuery({
    queryKey: [JURISDICTIONS_KEY[0], { listed: true }],
    queryFn: ({ signal }) =>
      getJson("GET /api/jurisdictions", `${JURISDICTIONS_KEY[0]}?listed=true`, signal),
    select: publicViews,
    staleTime: JURISDICTIONS_STALE_MS,
  });
}

/** Every jurisdiction with its settings and sources: what an admin's call answers. */
export function useAdminJurisdictions() {
  return useQuery({ queryKey: JURISDICTIONS_KEY, queryFn: loadJurisdictions, select: adminViews });
}
