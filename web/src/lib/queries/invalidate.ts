/**
 * What a change on the server makes stale. Query keys start with the URL they load (the default
 * loader fetches the key, lib/api_request.ts), so a URL prefix names every query of a resource,
 * whichever feature reads it. Features build their keys from {@link KEY_PREFIXES}.
 */
import type { Query, QueryClient } from "@tanstack/react-query";
import { FAVORITES_KEY } from "./favorites.ts";
import { JURISDICTIONS_KEY } from "./jurisdictions.ts";

/** The URL prefix of each resource's queries. */
export const KEY_PREFIXES = {
  /** The Legal Updates listing (GET /api/legal-updates?…). */
  legalUpdates: "/api/legal-updates",
  /** The Verification Portal's list and each update's history. */
  adminUpdates: "/api/admin/legal-updates",
  /** The review counts and the dashboard's figures. */
  statistics: "/api/statistics/",
  favorites: FAVORITES_KEY[0],
  jurisdictions: JURISDICTIONS_KEY[0],
  /** Source Management's lists (the profile's /api/rss-sources-public too). */
  rssSources: "/api/rss-sources",
  /** The compliance register's entries (issue 29). */
  register: "/api/register",
  /** "What's coming" (issue 29). */
  horizon: "/api/horizon",
  /** The register's controls library, whose controls list their entries (issue 29). */
  controls: "/api/controls",
} as const;

type Prefix = (typeof KEY_PREFIXES)[keyof typeof KEY_PREFIXES];

/** True when the query's key starts with one of `prefixes`. */
export function hasKeyPrefix(
  query: Pick<Query, "queryKey">,
  prefixes: readonly Prefix[],
): boolean {
  const head = query.queryKey[0];
  return typeof head === "string" && prefixes.some((p) => head.startsWith(p));
}

function invalidate(queryClient: QueryClient, prefixes: readonly Prefix[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => hasKeyPrefix(query, prefixes) });
}

const UPDATE_LISTS = [
  KEY_PREFIXES.adminUpdates,
  KEY_PREFIXES.legalUpdates,
  KEY_PREFIXES.statistics,
] as const;
const SOURCE_LISTS = [KEY_PREFIXES.jurisdictions, KEY_PREFIXES.rssSources] as const;

/** After a review decision, an edit or a manual update: every list of updates and the counts. */
export function invalidateReviewedUpdates(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [...UPDATE_LISTS, KEY_PREFIXES.favorites]);
}

/** After a jurisdiction or source was saved: the lists of jurisdictions and sources. */
export function invalidateSources(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, SOURCE_LISTS);
}

/** After a sync or a deletion: the sources (their sync state) and every list of updates. */
export function invalidateAfterSync(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [...SOURCE_LISTS, ...UPDATE_LISTS]);
}

/** After the source preferences changed: the Legal Updates listing (it depends on them). */
export function invalidateListing(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [KEY_PREFIXES.legalUpdates]);
}

/**
 * After a register entry, its evidence or a control changed: the register, the controls library
 * (each control lists its entries), the horizon, and the updates' details, whose duties say
 * whether the register holds them (issue 29).
 */
export function invalidateRegister(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [
    KEY_PREFIXES.register,
    KEY_PREFIXES.controls,
    KEY_PREFIXES.horizon,
    KEY_PREFIXES.legalUpdates,
  ]);
}
