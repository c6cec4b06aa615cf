/** Every text of revisions (issue 16), shared by the listing, the portal and the detail page. */
import { formatDate } from "@/lib/dates.ts";

export const REVISIONS_TEXT = {
  heading: "Revisions",
  intro:
    "The source changed this update's text. Removed words are struck through; added words are underlined.",
  listLabel: "Texts of this update",
  redlineLabel: "Changes in the latest revision",
  original: "Original",
  revision: (n: number) => `Revision ${n}`,
  seen: (iso: string) => `seen ${formatDate(iso)}`,
  loadFailed: "Failed to load the revisions.",
  /** "Revised Jan 5, 2026": the note of a revised update in lists. */
  revised: (iso: string) => `Revised ${formatDate(iso)}`,
} as const;
