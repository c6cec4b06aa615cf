/**
 * The listing's pure parts: the selection the filter panel edits, its rule, the server query of
 * the same selection, option counts and the page size (spec part 1 §2, §5, §9). No React here.
 */
import type { ListingRule } from "@api/schemas/listing_rule.ts";
import type { ListingResponse, PublicUpdate } from "@api/schemas/legal_updates.ts";
import { INDUSTRY_OPTIONS } from "@/lib/categories.ts";
import { endOfInputDay, startOfInputDay } from "@/lib/dates.ts";
import type { ListingParams } from "../api/legal_updates.ts";
import type { ChecklistOption } from "@/components/legal_updates/checklist.tsx";

/** Rows per page. */
export const PAGE_SIZE = 20;
/** Most page-number buttons shown. */
export const MAX_PAGE_BUTTONS = 5;
/** How many updates the fast path loads (and filters in the browser). */
export const LOAD_LIMIT = 1000;

/** What the filter panel selects: search text, From/To days (yyyy-MM-dd, local), names. */
export interface Selection {
  search: string;
  from: string;
  to: string;
  jurisdictions: readonly string[];
  industries: readonly string[];
}

export const EMPTY_SELECTION: Selection = {
  search: "",
  from: "",
  to: "",
  jurisdictions: [],
  industries: [],
};

/**
 * How many filters narrow the list: the search (a blank one does not), each date bound, each
 * ticked jurisdiction and industry. The folded panel's toggle shows it on phones.
 */
export function activeFilterCount(s: Selection): number {
  return Number(s.search.trim() !== "") + Number(s.from !== "") + Number(s.to !== "") +
    s.jurisdictions.length + s.industries.length;
}

/** True when any filter narrows the list (a blank search does not). */
export function isSelectionActive(s: Selection): boolean {
  return activeFilterCount(s) > 0;
}

/** The spec rule of a selection (dates as the local From day's start and To day's end). */
export function ruleOf(s: Selection): ListingRule {
  return {
    search: s.search,
    jurisdictions: s.jurisdictions,
    industries: s.industries,
    from: startOfInputDay(s.from),
    to: endOfInputDay(s.to),
  };
}

/** The server query of a selection: same rule, jurisdiction names turned into ids. */
export function serverParams(
  s: Selection,
  options: {
    page: number;
    sort: "asc" | "desc";
    userId?: string;
    ids: ReadonlyMap<string, number>;
  },
): ListingParams {
  const rule = ruleOf(s);
  return {
    page: options.page,
    limit: PAGE_SIZE,
    excludeSpecialist: false,
    userId: options.userId,
    search: s.search.trim() || undefined,
    jurisdictionId: s.jurisdictions.flatMap((name) => options.ids.get(name) ?? []),
    industry: [...s.industries],
    from: rule.from?.toISOString(),
    to: rule.to?.toISOString(),
    sort: options.sort,
  };
}

/** The filters an alert made from the listing starts with (the alerts feature's dialog). */
export interface AlertFilters {
  jurisdictionIds: number[];
  industries: string[];
  search: string;
}

/**
 * The selection as an alert's filters: jurisdictions by id (a name the server does not know is
 * left out), the industries, and the search text; the dates do not apply to future updates.
 */
export function alertFilters(s: Selection, ids: ReadonlyMap<string, number>): AlertFilters {
  return {
    jurisdictionIds: s.jurisdictions.flatMap((name) => ids.get(name) ?? []),
    industries: [...s.industries],
    search: s.search.trim(),
  };
}

/** How many of the updates each jurisdiction name and each category has. */
export function countOptions(updates: readonly PublicUpdate[]) {
  const jurisdictions = new Map<string, number>();
  const industries = new Map<string, number>();
  for (const u of updates) {
    if (u.jurisdiction) {
      jurisdictions.set(u.jurisdiction.name, (jurisdictions.get(u.jurisdiction.name) ?? 0) + 1);
    }
    industries.set(u.aiCategory, (industries.get(u.aiCategory) ?? 0) + 1);
  }
  return { jurisdictions, industries };
}

/**
 * The checklists' options (spec part 1 §7: "a second identical call without userId supplies the
 * filter options"): every known jurisdiction and every category, named from the listing without
 * source preferences, so a preference never hides a choice. Their counts are taken from
 * `counted`, the listing's own call, under the same source preference as the rows (issue 25 item
 * 4, ADR 0108): a choice outside the preferred sources counts 0.
 * No counts while that listing is unknown or larger than what was loaded (server mode).
 */
export function filterOptions(
  knownJurisdictions: Iterable<string>,
  listings: { unrestricted: ListingResponse | undefined; counted: ListingResponse | undefined },
): { jurisdictions: ChecklistOption[]; industries: ChecklistOption[] } {
  const { unrestricted, counted } = listings;
  const complete = !!counted && counted.total <= counted.updates.length;
  const counts = complete ? countOptions(counted.updates) : null;
  const names = new Set(knownJurisdictions);
  for (const answer of [unrestricted, counted]) {
    for (const u of answer?.updates ?? []) if (u.jurisdiction) names.add(u.jurisdiction.name);
  }
  const option = (found: Map<string, number> | undefined) => (name: string) => ({
    name,
    count: found ? found.get(name) ?? 0 : undefined,
  });
  return {
    jurisdictions: [...names].sort((a, b) => a.localeCompare(b)).map(
      option(counts?.jurisdictions),
    ),
    industries: INDUSTRY_OPTIONS.map(option(counts?.industries)),
  };
}

/** True when the update was approved after the last visit (the new-row highlight). */
export function isNewSince(update: PublicUpdate, lastVisit: number | null): boolean {
  if (lastVisit === null || !update.approvedAt) return false;
  return Date.parse(update.approvedAt) > lastVisit;
}

/** A day within [min, max] (yyyy-MM-dd strings compare as dates; empty bounds are open). */
export function clampDay(value: string, min: string, max: string): string {
  if (value === "") return value;
  if (max && value > max) return max;
  if (min && value < min) return min;
  return value;
}
