/** Answers of /api/statistics (the navigation badge, the portal's filter row, the dashboard). */

/**
 * GET /api/statistics/update-counts answer (spec part 2 §3): updates per review status, and the
 * updates with a revision waiting for review (issue 23).
 */
export interface UpdateCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  revisionPending: number;
}

/** GET /api/statistics/overview answer: the dashboard's live figures (ADR 0028). */
export interface OverviewStats {
  approvedUpdates: number;
  activeJurisdictions: number;
  approvedThisWeek: number;
  categoriesInUse: number;
}
