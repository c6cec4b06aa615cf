/** What the report dialog reads from the current user: the remaining reports and the company. */
import type { PublicUser } from "@api/schemas/user_answers.ts";

/** The fields of the current user the report dialog reads. */
export type ReportUser = Pick<
  PublicUser,
  "reportsRemaining" | "maxReports" | "reportsResetAt" | "companyWebsiteUrl" | "employeeCount"
>;

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
