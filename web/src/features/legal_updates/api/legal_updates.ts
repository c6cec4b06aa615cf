/** GET /api/legal-updates: one page of approved updates, as the listing asks for it. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListingResponse } from "@api/schemas/legal_updates.ts";
import { getJson } from "@/lib/api_request.ts";
import { KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

/** Every listing query key starts with this (lib/queries/invalidate.ts refreshes them). */
const LEGAL_UPDATES_KEY = KEY_PREFIXES.legalUpdates;

/** The query of a listing call; lists go out as repeated parameters. */
export interface ListingParams {
  page: number;
  limit: number;
  excludeSpecialist?: boolean;
  userId?: string;
  search?: string;
  jurisdictionId?: readonly number[];
  industry?: readonly string[];
  /** ISO instants: the first moment of the From day and the last of the To day (local). */
  from?: string;
  to?: string;
  sort?: "asc" | "desc";
}

/** The URL of a listing call (status=approved always: the listing shows approved updates). */
export function listingUrl(params: ListingParams): string {
  const query = new URLSearchParams({ status: "approved" });
  query.set("page", String(params.page));
  query.set("limit", String(params.limit));
  if (params.excludeSpecialist !== undefined) {
    query.set("excludeSpecialist", String(params.excludeSpecialist));
  }
  if (params.userId) query.set("userId", params.userId);
  if (params.search) query.set("search", params.search);
  for (const id of params.jurisdictionId ?? []) query.append("jurisdictionId", String(id));
  for (const name of params.industry ?? []) query.append("industry", name);
  if (params.from) query.set("from", params.from);
  if (params.to) query.set("to", params.to);
  if (params.sort) query.set("sort", params.sort);
  return `${LEGAL_UPDATES_KEY}?${query}`;
}

/** Loads one listing page. */
export function fetchLegalUpdates(
  params: ListingParams,
  signal?: AbortSignal,
): Promise<ListingResponse> {
  return getJson("GET /api/legal-updates", listingUrl(params), signal);
}

/** A listing page (stale after 30 s, spec part 1 §9); keeps the previous page while loading. */
export function useLegalUpdates(params: ListingParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [LEGAL_UPDATES_KEY, params],
    queryFn: ({ signal }) => fetchLegalUpdates(params, signal),
    staleTime: 30_000,
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
