/** The states of a legal update (spec part 2 §4): its review status and its AI analysis. */

/** Review statuses: only approved updates are shown to users. */
export const UPDATE_STATUSES = ["pending", "approved", "rejected"] as const;

/** A review status. */
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** Where the AI analysis of an update stands: waiting, stored, or failed (retried later). */
export const ANALYSIS_STATES = ["pending", "done", "failed"] as const;

/** An analysis state. */
export type AnalysisState = (typeof ANALYSIS_STATES)[number];

/**
 * What an entry of an update's audit history records: a status change, an admin's decision on
 * a pending revision of its text (issue 23), or a split or join of changes (issue 27).
 */
export const HISTORY_KINDS = [
  "status",
  "revision_approved",
  "revision_rejected",
  "split",
  "join",
] as const;

/** A kind of history entry. */
export type HistoryKind = (typeof HISTORY_KINDS)[number];
