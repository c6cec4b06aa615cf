/**
 * The listing's rows. The fast path of the spec loads up to 1000 approved updates once and
 * filters, sorts and pages them in the browser (memoised, the search deferred so typing stays
 * smooth). When the server has more than were loaded, the same screen asks the server for each
 * page instead, with the same rule (search debounced 250 ms), so nothing is silently left out.
 * The filter options come from a second, identical call without userId (spec part 1 §7); their
 * counts come from the listing's own call, under the same source preference as the rows (issue
 * 25 item 4, ADR 0108).
 */
import { useDeferredValue, useMemo } from "react";
import { compareUpdates, listingPredicate, toSearchable } from "@api/schemas/listing_rule.ts";
import type {
  ListingResponse,
  PublicUpdate,
  SourcePreferenceScope,
} from "@api/schemas/legal_updates.ts";
import { useDebouncedValue } from "@/lib/use_debounced_value.ts";
import { useLegalUpdates } from "../api/legal_updates.ts";
import { LOAD_LIMIT, PAGE_SIZE, ruleOf, type Selection, serverParams } from "./listing_logic.ts";

/** Search debounce in server mode. */
export const SERVER_SEARCH_DEBOUNCE_MS = 250;

/** What the table and the panel show. */
export interface ListingData {
  /** The rows of the current page (at most 20). */
  rows: readonly PublicUpdate[];
  /** Updates matching the selection. */
  matching: number;
  /** Updates there are without any filter (the Y of 'Showing X of Y updates'). */
  overall: number;
  /**
   * The same first call without userId (no source preferences): what the filter options and
   * their counts are taken from. For a signed-out visitor it is the listing's own call.
   */
  unrestricted: ListingResponse | undefined;
  /** The listing's own first call (with userId): what the filter options' counts come from. */
  counted: ListingResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  serverMode: boolean;
  /** Set when the user's source preference narrowed the rows: kept of how many sources. */
  sourcePreference: SourcePreferenceScope | undefined;
}

interface Options {
  selection: Selection;
  page: number;
  sort: "asc" | "desc";
  /** The signed-in user, whose source preference applies (unless 'Show all' left it out). */
  userId?: string;
  jurisdictionIds: ReadonlyMap<string, number>;
}

/** Rows and counts for a selection, from the loaded updates or from the server. */
export function useListingData(options: Options): ListingData {
  const { selection, page, sort, userId } = options;
  const first = { page: 1, limit: LOAD_LIMIT, excludeSpecialist: false } as const;
  const base = useLegalUpdates({ ...first, userId });
  const unrestricted = useLegalUpdates(first).data;
  const loaded = base.data;
  const serverMode = !!loaded && loaded.total > loaded.updates.length;

  const searchable = useMemo(
    () => (loaded ? loaded.updates.map(toSearchable).sort(compareUpdates("desc")) : []),
    [loaded],
  );
  const deferred = useDeferredValue(selection);
  const matches = useMemo(() => {
    if (serverMode) return [];
    const found = searchable.filter(listingPredicate(ruleOf(deferred)));
    return sort === "asc" ? found.reverse() : found;
  }, [searchable, deferred, sort, serverMode]);
  const clientRows = useMemo(
    () => matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((s) => s.update),
    [matches, page],
  );

  const search = useDebouncedValue(selection.search, SERVER_SEARCH_DEBOUNCE_MS);
  const server = useLegalUpdates(
    serverParams({ ...selection, search }, { page, sort, userId, ids: options.jurisdictionIds }),
    { enabled: serverMode },
  );

  if (serverMode) {
    return {
      rows: server.data?.updates ?? [],
      matching: server.data?.total ?? 0,
      overall: loaded.total,
      unrestricted,
      counted: loaded,
      sourcePreference: loaded.sourcePreference,
      isLoading: !server.data && !server.isError,
      isError: server.isError,
      serverMode,
    };
  }
  return {
    rows: clientRows,
    matching: matches.length,
    overall: loaded?.updates.length ?? 0,
    unrestricted,
    counted: loaded,
    sourcePreference: loaded?.sourcePreference,
    isLoading: base.isLoading,
    isError: base.isError,
    serverMode,
  };
}
