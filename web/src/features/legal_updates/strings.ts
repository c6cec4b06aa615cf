/** Every user-visible text of the Legal Updates listing (spec part 1 §2, §8), verbatim. */
import { paginationText } from "@/components/pagination_text.ts";

/** The pager under the table ('Showing 1 to 20 of 1,234 results'). */
export const PAGINATION = paginationText("results", { thousands: true });

export const LISTING_TEXT = {
  searchLabel: "Search",
  searchPlaceholder: "Search titles, summaries, categories...",
  filters: "Filters",
  clearAll: "Clear All",
  save: "Save",
  from: "From",
  to: "To",
  dateRange: "Date range",
  jurisdiction: "Jurisdiction",
  industry: "Industry",
  columns: {
    title: "Title",
    publicationDate: "Publication Date",
    jurisdiction: "Jurisdiction",
    industryCategory: "Industry Category",
    favorite: "Favorite",
  },
  noMatches:
    "No updates match your criteria. Try adjusting your search or filter criteria, or clear all filters.",
  noUpdates: "No legal updates available. Check back later for new updates.",
  clearAllFilters: "Clear All Filters",
  previous: PAGINATION.previous,
  next: PAGINATION.next,
  loadFailed: "Failed to load legal updates. Please try again.",
  newBadge: "New",
  specialistSource: "Specialist source",
  /** Opens the alerts feature's dialog with the current filters (issue 13; our wording). */
  createAlert: "Create alert from these filters",
} as const;

/** The folded filter panel's count on phones (issue 25 item 6; our wording). */
export const activeFilters = (n: number) => `${n} active`;

/** 'Showing X of Y updates' (any filter active). */
export const showingOf = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} updates`;

/** 'Showing a to b of n results' (under the table). */
export const showingRange = PAGINATION.showing;

/** The count beside the search box while a search is active. */
export const resultCount = (n: number) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? "result" : "results"}`;

/** Toasts of the favorite star (spec part 1 §8). */
export const STAR_TOASTS = {
  added: { title: "Added to favorites", description: "Legal update added to your favorites." },
  removed: {
    title: "Removed from favorites",
    description: "Legal update removed from your favorites.",
  },
  failed: { title: "Error", description: "Failed to update favorite status. Please try again." },
} as const;

/** The 'Save' button's failure (the spec does not show one; our wording). */
export const FILTER_TOASTS = {
  saveFailed: { title: "Error", description: "Failed to save your filters. Please try again." },
} as const;

/** The star button's accessible name. */
export const starLabel = (favorite: boolean, title: string) =>
  favorite ? `Remove "${title}" from favorites` : `Add "${title}" to favorites`;

/**
 * The note above the table when a source preference narrows the listing, and its way out (issue
 * 25 item 4, ADR 0108; our wording, the issue's own words).
 */
export const SOURCE_NOTE = {
  narrowed: (kept: number, of: number) =>
    `Showing updates from ${kept.toLocaleString("en-US")} of ${of.toLocaleString("en-US")} ${
      of === 1 ? "source" : "sources"
    }`,
  showAll: "Show all",
  all: "Showing updates from all sources",
  onlyMine: "Show only my sources",
} as const;
