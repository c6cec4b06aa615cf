/**
 * The monthly report-quota renewal (ADR 0066): every user whose period has ended
 * gets maxReports again, until the next month's start. It runs every hour so that a missed tick
 * (a deploy, an outage) costs at most an hour; a report renews its user's quota itself anyway.
 */
import { renewExpiredQuotas } from "../../db/queries/report_quota.ts";
import type { WorkerRuntime } from "../runtime.ts";

/** The schedule of the job: minute 7 of every hour (UTC). */
export const RESET_QUOTAS_SCHEDULE = "7 * * * *";

/** Renews the ended quotas; answers how many. */
export async function resetReportQuotas(rt: Pick<WorkerRuntime, "db" | "now">): Promise<number> {
  const renewed = await renewExpiredQuotas(rt.db, rt.now());
  if (renewed > 0) console.log(`workers/reports: renewed the report quota of ${renewed} user(s)`);
  return renewed;
}
