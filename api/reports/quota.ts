/**
 * Spending a report from the user's monthly quota (ADR 0066): an ended period is
 * renewed first, then one atomic statement checks and decrements; at 0 the answer is a 403 that
 * names the reset date.
 */
import type { Db } from "../../db/client.ts";
import {
  findQuota,
  renewExpiredQuota,
  type ReportQuota,
  spendReport,
} from "../../db/queries/report_quota.ts";
import { ApiError } from "../errors.ts";

/** The answer header carrying the reports left this month. */
export const REPORTS_REMAINING_HEADER = "X-Reports-Remaining";

const LONG_DAY = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'You have used all your reports for this month. Your quota resets on July 1, 2026.' */
export function quotaExhaustedMessage(resetAt: Date | null): string {
  const used = "You have used all your reports for this month.";
  return resetAt ? `${used} Your quota resets on ${LONG_DAY.format(resetAt)}.` : used;
}

/** Spends one report, or throws the 403 when none is left. Answers the quota after spending. */
export async function takeReport(db: Db, userId: string, now: Date): Promise<ReportQuota> {
  await renewExpiredQuota(db, userId, now);
  const spent = await spendReport(db, userId);
  if (spent) return spent;
  const quota = await findQuota(db, userId);
  throw new ApiError(
    403,
    quotaExhaustedMessage(quota?.reportsResetAt ?? null),
    { reportsRemaining: 0, reportsResetAt: quota?.reportsResetAt?.toISOString() ?? null },
    { [REPORTS_REMAINING_HEADER]: "0" },
  );
}
