/**
 * /api/admin (spec part 2 §7): the Verification Portal's listing of legal updates in every
 * status (with their obligations; a filter for those with a revision waiting for review), the
 * history of one update, the review of held revisions (revision_review.ts, issue 23), and the
 * analyser's record summed up over a period (issue 16). Admins and superadmins only.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { statusHistory } from "../../db/queries/audit.ts";
import { legalUpdateExists } from "../../db/queries/legal_updates.ts";
import { listAdminUpdates } from "../../db/queries/review.ts";
import type { AppEnv } from "../context.ts";
import { analysisQuality } from "../legal_updates/analysis_quality.ts";
import { adminUpdatesWithObligations } from "../legal_updates/load_updates.ts";
import { ApiError } from "../errors.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { requireRole } from "../middleware/require_role.ts";
import { AdminListQuery, REVIEW_MESSAGES, REVISION_PENDING_FILTER } from "../schemas/review.ts";
import { AnalysisQualityQuery, qualityPeriod } from "../schemas/analysis_quality.ts";
import { invalidInput, onInvalid } from "../validation.ts";
import { parseId } from "../path_id.ts";
import { revisionReview } from "./revision_review.ts";

export const admin = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_ROLES))
  .get("/legal-updates", zValidator("query", AdminListQuery, onInvalid), async (c) => {
    const { status, page, limit } = c.req.valid("query");
    const { db } = c.var;
    const { rows, total } = await listAdminUpdates(db, {
      status: status === "all" || status === REVISION_PENDING_FILTER ? undefined : status,
      revisionPending: status === REVISION_PENDING_FILTER,
      page,
      limit,
    });
    const updates = await adminUpdatesWithObligations(db, rows);
    return c.json({ updates, total, page, limit });
  })
  .get("/legal-updates/:id/history", async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const { db } = c.var;
    if (!await legalUpdateExists(db, id)) throw new ApiError(404, REVIEW_MESSAGES.notFound);
    return c.json({ history: await statusHistory(db, id) });
  })
  .get("/analysis-quality", zValidator("query", AnalysisQualityQuery, onInvalid), async (c) => {
    const resolved = qualityPeriod(c.req.valid("query"), c.var.now());
    if ("issues" in resolved) throw invalidInput(resolved.issues);
    return c.json(await analysisQuality(c.var.db, resolved.period));
  })
  .route("/legal-updates", revisionReview);
