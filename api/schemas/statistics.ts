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

/**
 * GET /api/statistics/failing-sources answer (issue 25, superadmins): how many active sources of
 * active jurisdictions are failing (domain/source_health.ts), for the navigation's red badge.
 */
export interface FailingSources {
  failing: number;
}
