/**
 * The user's remaining reports and company profile, read from GET /api/auth/user (the same cache
 * entry as the auth feature's current user, so a refetch here refreshes the whole app).
 */
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "../../../lib/api_request.ts";

/** The query key of GET /api/auth/user. */
export const QUOTA_USER_KEY = ["/api/auth/user"] as const;

/** The fields of the current user the report dialog reads. */
export interface ReportUser {
  reportsRemaining: number;
  maxReports: number;
  reportsResetAt: string | null;
  companyWebsiteUrl: string | null;
  employeeCount: number | null;
}

/** The reports the user can still make: a period that has ended counts as renewed. */
export function effectiveRemaining(user: ReportUser, now: Date = new Date()): number {
  const resetAt = user.reportsResetAt ? Date.parse(user.reportsResetAt) : NaN;
  return !Number.isNaN(resetAt) && resetAt <= now.getTime()
    ? user.maxReports
    : user.reportsRemaining;
}

/** True when the profile lacks what a tailored report needs (spec part 1 §2). */
export function lacksCompanyInfo(user: ReportUser): boolean {
  return !user.companyWebsiteUrl?.trim() || !user.employeeCount;
}

/** The signed-in user as the report dialog needs it (null while loading or signed out). */
export function useReportUser(): ReportUser | null {
  const query = useQuery<ReportUser | null>({
    queryKey: QUOTA_USER_KEY,
    queryFn: getQueryFn<ReportUser>({ on401: "returnNull" }),
  });
  return query.data ?? null;
}
