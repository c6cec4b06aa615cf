/** Every user-visible text of the Favorites screen (spec part 1 §2, §8), verbatim. */
import { REPORT_MESSAGES } from "@api/schemas/reports.ts";

export const FAVORITES_TEXT = {
  title: "My Favorites",
  subtitle: "Legal updates you have bookmarked for easy access.",
  signInTitle: "Sign In Required",
  signInBody: "You need to sign in to view your favorite legal updates.",
  signIn: "Sign In",
  errorTitle: "Error Loading Favorites",
  errorBody: "We couldn't load your favorites. Please try refreshing the page.",
  refresh: "Refresh Page",
  emptyTitle: "No favorites yet",
  emptyHint: "Click the star icon next to any legal update to save it here.",
  browse: "Browse Legal Updates",
  selectAll: "Select all favorites",
  columns: {
    title: "Title",
    publicationDate: "Publication Date",
    jurisdiction: "Jurisdiction",
    industryCategory: "Industry Category",
    remove: "Remove",
  },
  remove: "Remove",
} as const;

/** 'N favorite' / 'N favorites'. */
export const favoriteCount = (n: number) => `${n} ${n === 1 ? "favorite" : "favorites"}`;

/** 'Generate Report (count)'. */
export const generateReport = (n: number) => `Generate Report (${n})`;

/** A row checkbox's accessible name. */
export const selectLabel = (title: string) => `Select "${title}"`;

/** A Remove button's accessible name. */
export const removeLabel = (title: string) => `Remove "${title}" from favorites`;

export const FAVORITES_TOASTS = {
  removed: (title: string) => ({
    title: "Removed from favorites",
    description: `"${title}" has been removed from your favorites.`,
  }),
  removeFailed: {
    title: "Error",
    description: "Failed to remove from favorites. Please try again.",
  },
  noSelection: {
    title: "No items selected",
    description: REPORT_MESSAGES.noUpdates,
  },
} as const;
