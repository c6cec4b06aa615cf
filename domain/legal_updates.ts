/** The states of a legal update (spec part 2 §4): its review status and its AI analysis. */

/** Review statuses: only approved updates are shown to users. */
export const UPDATE_STATUSES = ["pending", "approved", "rejected"] as const;

/** A review status. */
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** Where the AI analysis of an update stands: waiting, stored, or failed (retried later). */
export const ANALYSIS_STATES = ["pending", "done", "failed"] as const;

/** An analysis state. */
export type AnalysisState = (typeof ANALYSIS_STATES)[number];
