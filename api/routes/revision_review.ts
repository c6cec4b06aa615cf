/**
 * The Verification Portal's review of held revisions (issue 23, ADR 0094), under
 * /api/admin/legal-updates (mounted by admin.ts, whose guard admits admins and superadmins only):
 * GET /{id}/pending-revision: the revision of an approved update that waits for review, with the
 * redline from the approved text to it;
 * POST /{id}/revision/approve: its text becomes the update's (re-analysed, and delivered to the
 * alerts as `legal_update.revised`); POST /{id}/revision/reject: the approved text stays. Both
 * answer the update as the portal reads it, and are recorded in its history with the admin.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { findAdminUpdate } from "../../db/queries/review.ts";
import { decidePendingRevision, pendingRevisionOf } from "../../db/queries/revision_review.ts";
import { revisionText } from "../../domain/revisions.ts";
import { OFFLINE_ANALYSER_NAME } from "../../workers/ai/offline.ts";
import { runAnalysis } from "../../workers/ai/runner/run_analysis.ts";
import { wordDiff } from "../../workers/revisions/word_diff.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { adminUpdateAnswer } from "../legal_updates/load_updates.ts";
import { currentUser } from "../middleware/require_role.ts";
import { parseId } from "../path_id.ts";
import { REVIEW_MESSAGES } from "../schemas/review.ts";
import {
  type PendingRevisionResponse,
  REVISION_REVIEW_MESSAGES,
  RevisionDecisionParam,
} from "../schemas/revisions.ts";
import { onInvalid } from "../validation.ts";

export const revisionReview = new Hono<AppEnv>()
  .get("/:id/pending-revision", async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const { db } = c.var;
    const update = await findAdminUpdate(db, id);
    if (!update) throw new ApiError(404, REVIEW_MESSAGES.notFound);
    const pending = await pendingRevisionOf(db, id);
    const body: PendingRevisionResponse = pending
      ? {
        revision: { id: pending.id, title: pending.title, seenAt: pending.seenAt.toISOString() },
        // From what readers have now: the update's text, whatever edited it last.
        diff: wordDiff(revisionText(update), revisionText(pending)),
      }
      : { revision: null, diff: [] };
    return c.json(body);
  })
  .post(
    "/:id/revision/:decision",
    zValidator("param", RevisionDecisionParam, onInvalid),
    async (c) => {
      const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
      const { decision } = c.req.valid("param");
      const outcome = await decidePendingRevision(c.var.db, id, {
        decision: decision === "approve" ? "approved" : "rejected",
        actorId: currentUser(c).id,
        now: c.var.now(),
      });
      if (outcome.kind === "notFound") throw new ApiError(404, REVIEW_MESSAGES.notFound);
      if (outcome.kind === "nothingPending") {
        throw new ApiError(409, REVISION_REVIEW_MESSAGES.nothingPending);
      }
      // As the sync does with a cheap analyser, the approved text is summarised at once; Gemini's
      // turn comes in the analysis loop, as for any revision.
      if (decision === "approve" && c.var.analyser.name === OFFLINE_ANALYSER_NAME) {
        await runAnalysis(c.var.db, c.var.analyser, { includeFailed: false });
      }
      // Its alerts are queued (when the update is approved): send them now, with that summary
      // (ADR 0118).
      if (decision === "approve") c.var.alertRunner.kick();
      return c.json(await adminUpdateAnswer(c.var.db, id));
    },
  );
