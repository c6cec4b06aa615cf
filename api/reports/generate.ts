/**
 * The one place that knows every step of a report: load and check the selected updates, make
 * them one per change (issue 27), narrow them to the period, spend a report from the quota, analyse, build the workbook, and give the
 * report back when building fails.
 */
import type { Db } from "../../db/client.ts";
import { refundReport, type ReportQuota } from "../../db/queries/report_quota.ts";
import {
  findReportChanges,
  findReportCompany,
  findReportUpdates,
} from "../../db/queries/reports.ts";
import { obligationsOf } from "../../db/queries/obligations.ts";
import { registerStatusesOf } from "../../db/queries/register/entries.ts";
import { registerScopeOf } from "../../db/queries/register/scope.ts";
import type { Analyser } from "../../workers/ai/analyser.ts";
import { ApiError } from "../errors.ts";
import { MESSAGES } from "../middleware/require_role.ts";
import {
  inReportPeriod,
  REPORT_MESSAGES,
  reportFileName,
  reportPeriod,
  type ReportRequest,
} from "../schemas/reports.ts";
import { analyseUpdates } from "./impact_analysis.ts";
import { takeReport } from "./quota.ts";
import { buildReportWorkbook } from "./workbook.ts";

/** A built report and the quota left after it. */
export interface GeneratedReport {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
  quota: ReportQuota;
}

/** Generates the report `request` asks for on behalf of `userId`. */
export async function generateReport(
  request: ReportRequest,
  deps: { db: Db; analyser: Analyser; userId: string; now: Date },
): Promise<GeneratedReport> {
  const { db, analyser, userId, now } = deps;
  const updates = await findReportUpdates(db, request.legalUpdateIds);
  const usable = new Set(updates.filter((u) => u.status === "approved").map((u) => u.id));
  const unavailable = request.legalUpdateIds.filter((id) => !usable.has(id));
  if (unavailable.length > 0) {
    const message = `${REPORT_MESSAGES.unavailableUpdates}: ${unavailable.join(", ")}.`;
    throw new ApiError(400, message, {
      errors: { legalUpdateIds: message },
      unavailableIds: unavailable,
    });
  }
  // One entry per change, its other reports beside it (ADR 0144).
  const changes = await findReportChanges(db, updates);
  const period = reportPeriod(request);
  const inPeriod = changes.filter((u) => inReportPeriod(u.publishDate, period));
  if (inPeriod.length === 0) throw new ApiError(400, REPORT_MESSAGES.emptyPeriod);
  const company = await findReportCompany(db, userId);
  if (!company) throw new ApiError(401, MESSAGES.signedOut);

  const quota = await takeReport(db, userId, now);
  try {
    const obligations = await obligationsOf(db, inPeriod.map((u) => u.id));
    const entries = await analyseUpdates(analyser, inPeriod, { company, now, obligations });
    const bytes = await buildReportWorkbook({
      company,
      period,
      generatedAt: now,
      selectedCount: changes.length,
      analyserName: analyser.name,
      entries,
      registerStatuses: await registerStatusesOf(db, {
        scope: await registerScopeOf(db, userId),
        obligationIds: [...obligations.values()].flat().map((o) => o.id),
      }),
    });
    return { fileName: reportFileName(now), bytes, quota };
  } catch (error) {
    await refundReport(db, userId, quota);
    throw error;
  }
}
