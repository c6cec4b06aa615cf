/**
 * POST /api/auth/reports/generate (spec part 1 §7): the AI impact report of the selected approved
 * updates as an .xlsx download, one report spent from the user's monthly quota. Signed-in users.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import { generateReport } from "../reports/generate.ts";
import { REPORTS_REMAINING_HEADER } from "../reports/quota.ts";
import { XLSX_CONTENT_TYPE } from "../reports/workbook.ts";
import { reportDateIssues, ReportRequestBody } from "../schemas/reports.ts";
import { invalidInput, onInvalid } from "../validation.ts";

export const reports = new Hono<AppEnv>()
  .use(requireUser())
  .post("/generate", zValidator("json", ReportRequestBody, onInvalid), async (c) => {
    const request = c.req.valid("json");
    const now = c.var.now();
    const future = reportDateIssues(request, now);
    if (future.length > 0) throw invalidInput(future);
    const report = await generateReport(request, {
      db: c.var.db,
      analyser: c.var.analyser,
      userId: currentUser(c).id,
      now,
    });
    return c.body(report.bytes, 200, {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${report.fileName}"`,
      "Cache-Control": "no-store",
      [REPORTS_REMAINING_HEADER]: String(report.quota.reportsRemaining),
    });
  });
