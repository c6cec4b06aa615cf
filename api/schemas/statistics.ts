/** Answers of /api/statistics (the navigation badge, the portal's filter row, the dashboard). */
import { z } from "zod";

const count = z.number().int();

/**
 * GET /api/statistics/update-counts answer (spec part 2 §3): updates per review status, and the
 * updates with a revision waiting for review (issue 23).
 */
export const UpdateCounts = z.strictObject({
  total: count,
  pending: count,
  approved: count,
  rejected: count,
  revisionPending: count,
});
export type UpdateCounts = z.infer<typeof UpdateCounts>;

/** GET /api/statistics/overview answer: the dashboard's live figures (ADR 0028). */
export const OverviewStats = z.strictObject({
  approvedUpdates: count,
  activeJurisdictions: count,
  approvedThisWeek: count,
  categoriesInUse: count,
});
export type OverviewStats = z.infer<typeof OverviewStats>;

/**
 * GET /api/statistics/failing-sources answer (issue 25, superadmins): how many active sources of
 * active jurisdictions are failing (domain/source_health.ts), for the navigation's red badge.
 */
export const FailingSources = z.strictObject({ failing: count });
export type FailingSources = z.infer<typeof FailingSources>;
