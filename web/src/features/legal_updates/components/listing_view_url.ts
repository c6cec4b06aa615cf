/**
 * The listing's whole view in its address (issue 25 item 5, ADR 0107): search,
 * dates, jurisdictions, industries, sort, page, and 'Show all' sources, mapped to and from a
 * query string, so a reload, a bookmark or a shared link shows the same view. Parsing is bounded:
 * the text read is capped, unknown parameters and malformed values are ignored, each value and
 * list is capped as the API caps it. No React here.
 */
import { FILTER_MAX_VALUES, SEARCH_MAX_LENGTH } from "@api/schemas/legal_updates.ts";
import { INDUSTRY_OPTIONS } from "@/lib/categories.ts";
import { EMPTY_SELECTION, type Selection } from "./listing_logic.ts";

/** The listing as its address names it. */
export interface ListingView {
  selection: Selection;
  sort: "asc" | "desc";
  page: number;
  /** 'Show all': the view without the user's source preference (not a profile change). */
  allSources: boolean;
}

/** The view of a bare address: no filter, newest first, page 1, the preference applied. */
export const DEFAULT_VIEW: ListingView = {
  selection: EMPTY_SELECTION,
  sort: "desc",
  page: 1,
  allSources: false,
};

/** The query parameters of a view. */
export const VIEW_PARAMS = {
  search: "search",
  from: "from",
  to: "to",
  jurisdiction: "jurisdiction",
  industry: "industry",
  sort: "sort",
  page: "page",
  sources: "sources",
} as const;

/** The value of `sources` that lifts the preference. */
export const ALL_SOURCES = "all";
/** Most characters of a query string read; the rest is ignored (a view needs far fewer). */
export const MAX_QUERY_LENGTH = 16_384;
/** Longest jurisdiction name kept (as the saved filters cap it). */
export const MAX_NAME_LENGTH = 200;
/** Highest page number read (as the API caps it). */
const MAX_PAGE = 1_000_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /^\d{1,7}$/;
const KNOWN_INDUSTRIES: ReadonlySet<string> = new Set(INDUSTRY_OPTIONS);

/** A yyyy-MM-dd that names a real day, else "". */
function day(value: string | null): string {
  if (value === null || !DAY.test(value)) return "";
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

/** The distinct values of a repeated parameter that `keep` accepts, at most FILTER_MAX_VALUES. */
function list(params: URLSearchParams, name: string, keep: (v: string) => boolean): string[] {
  const found = new Set<string>();
  for (const value of params.getAll(name)) {
    if (found.size >= FILTER_MAX_VALUES) break;
    if (keep(value)) found.add(value);
  }
  return [...found];
}

/** The view a query string (with or without its "?") names; anything malformed is left out. */
export function parseView(query: string): ListingView {
  const params = new URLSearchParams(query.slice(0, MAX_QUERY_LENGTH));
  const from = day(params.get(VIEW_PARAMS.from));
  const to = day(params.get(VIEW_PARAMS.to));
  const page = params.get(VIEW_PARAMS.page) ?? "";
  return {
    selection: {
      search: (params.get(VIEW_PARAMS.search) ?? "").slice(0, SEARCH_MAX_LENGTH),
      from,
      // From after To would match nothing (and the API refuses it): keep From alone.
      to: from && to && from > to ? "" : to,
      jurisdictions: list(
        params,
        VIEW_PARAMS.jurisdiction,
        (v) => v.trim() !== "" && v.length <= MAX_NAME_LENGTH,
      ),
      industries: list(params, VIEW_PARAMS.industry, (v) => KNOWN_INDUSTRIES.has(v)),
    },
    sort: params.get(VIEW_PARAMS.sort) === "asc" ? "asc" : "desc",
    page: PAGE.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1,
    allSources: params.get(VIEW_PARAMS.sources) === ALL_SOURCES,
  };
}

/** The query string of a view (no "?"; defaults are left out, so the bare view is ""). */
export function viewQuery(view: ListingView): string {
  const params = new URLSearchParams();
  const { search, from, to, jurisdictions, industries } = view.selection;
  if (search !== "") params.set(VIEW_PARAMS.search, search);
  if (from) params.set(VIEW_PARAMS.from, from);
  if (to) params.set(VIEW_PARAMS.to, to);
  for (const name of jurisdictions) params.append(VIEW_PARAMS.jurisdiction, name);
  for (const name of industries) params.append(VIEW_PARAMS.industry, name);
  if (view.sort !== "desc") params.set(VIEW_PARAMS.sort, view.sort);
  if (view.page > 1) params.set(VIEW_PARAMS.page, String(view.page));
  if (view.allSources) params.set(VIEW_PARAMS.sources, ALL_SOURCES);
  return params.toString();
}

/** True when the query string names any part of a view (then it wins over saved filters). */
export function namesView(query: string): boolean {
  return viewQuery(parseView(query)) !== "";
}
