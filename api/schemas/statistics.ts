/** Answers of /api/statistics (the navigation badge, the portal's filter row, the dashboard). */

/** GET /api/statistics/update-counts answer (spec part 2 §3): updates per review status. */
export interface UpdateCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

/** GET /api/statistics/overview answer: the dashboard's live figures (ADR 0028). */
export interface OverviewStats {
  approvedUpdates: number;
  activeJurisdictions: number;
  approvedThisWeek: number;
  categoriesInUse: number;
}
