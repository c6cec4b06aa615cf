/**
 * The Verification Portal's calls under /api/legal-updates (spec part 2 §4, §5, §7): the status
 * of one update or of many at once (all or nothing), edits (obligations included: every citation
 * must be in the title or content), and a new update from a link. Every write below the listing
 * is for admins and superadmins; the acting admin is recorded as reviewer whatever the client
 * sends (spec DECISIONS.md). A status applies to a report's whole change, and an admin splits a
 * report out of its change or joins two changes (issue 27, ADR XXXX-split-and-join). Reads below the listing (the detail page's) are public and decide by
 * status themselves. Mounted by legal_updates.ts beside the public listing. An approval kicks the
 * process's alert runner once its transaction has committed, so that instant alerts leave in
 * seconds (ADR 0118).
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { findJurisdiction } from "../../db/queries/jurisdictions.ts";
import { joinChanges, splitReport } from "../../db/queries/report_changes.ts";
import { type EditOutcome, editUpdate, setStatuses } from "../../db/queries/review.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { adminUpdateAnswer } from "../legal_updates/load_updates.ts";
import { createManualUpdate } from "../legal_updates/manual_update.ts";
import { currentUser, requireRole, WRITE_METHODS } from "../middleware/require_role.ts";
import { ManualUpdateBody } from "../schemas/manual_update.ts";
import { CHANGE_MESSAGES, JoinBody } from "../schemas/changes.ts";
import { OBLIGATION_MESSAGES } from "../schemas/obligations.ts";
import {
  BulkStatusBody,
  EditUpdateBody,
  REVIEW_MESSAGES,
  StatusUpdateBody,
} from "../schemas/review.ts";
import { onInvalid } from "../validation.ts";
import { parseId } from "../path_id.ts";

/** The 400 of an edit whose obligations cite words not in the text, naming the fields. */
function uncitedError(outcome: Extract<EditOutcome, { kind: "uncited" }>): ApiError {
  if (!outcome.listGiven) {
    const message = OBLIGATION_MESSAGES.staleCitations;
    return new ApiError(400, message, { errors: { obligations: message } });
  }
  const message = OBLIGATION_MESSAGES.notInText;
  const errors = Object.fromEntries(
    outcome.indexes.map((i) => [`obligations.${i}.citation`, message]),
  );
  return new ApiError(400, message, { errors });
}

export const legalUpdatesAdmin = new Hono<AppEnv>()
  // Every write below the prefix; the prefix itself is the public listing, and reads below it
  // (GET /:id, in legal_updates.ts) are open and decide by status.
  .on(WRITE_METHODS, "/:id/*", requireRole(...ADMIN_ROLES))
  // Before "/:id": otherwise "bulk-status" would be taken for an id.
  .patch("/bulk-status", zValidator("json", BulkStatusBody, onInvalid), async (c) => {
    const { ids, statusUpdate } = c.req.valid("json");
    const result = await setStatuses(c.var.db, ids, {
      status: statusUpdate.status,
      reason: statusUpdate.reason,
      actorId: currentUser(c).id,
      now: c.var.now(),
    });
    if (result.unknownIds.length > 0) {
      throw new ApiError(404, REVIEW_MESSAGES.someNotFound, { unknownIds: result.unknownIds });
    }
    if (statusUpdate.status === "approved" && result.changed.length > 0) {
      c.var.alertRunner.kick();
    }
    return c.json({
      updated: result.changed.length,
      unchanged: new Set(ids).size - result.changed.length,
    });
  })
  .patch("/:id/status", zValidator("json", StatusUpdateBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const { status, reason } = c.req.valid("json");
    const result = await setStatuses(c.var.db, [id], {
      status,
      reason,
      actorId: currentUser(c).id,
      now: c.var.now(),
    });
    if (result.unknownIds.length > 0) throw new ApiError(404, REVIEW_MESSAGES.notFound);
    if (status === "approved" && result.changed.length > 0) c.var.alertRunner.kick();
    return c.json(await adminUpdateAnswer(c.var.db, id));
  })
  .patch("/:id", zValidator("json", EditUpdateBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const edits = c.req.valid("json");
    const { db } = c.var;
    if (edits.jurisdictionId !== undefined && !(await findJurisdiction(db, edits.jurisdictionId))) {
      throw new ApiError(400, REVIEW_MESSAGES.jurisdictionMissing, {
        errors: { jurisdictionId: REVIEW_MESSAGES.jurisdictionMissing },
      });
    }
    const outcome = await editUpdate(db, id, {
      ...edits,
      actorId: currentUser(c).id,
      now: c.var.now(),
    });
    if (outcome.kind === "notFound") throw new ApiError(404, REVIEW_MESSAGES.notFound);
    if (outcome.kind === "uncited") throw uncitedError(outcome);
    if (edits.status === "approved") c.var.alertRunner.kick();
    return c.json(await adminUpdateAnswer(db, id));
  })
  .post("/:id/split", async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const { db } = c.var;
    const outcome = await splitReport(db, id, { actorId: currentUser(c).id, now: c.var.now() });
    if (outcome.kind === "notFound") throw new ApiError(404, REVIEW_MESSAGES.notFound);
    if (outcome.kind === "alone") throw new ApiError(409, CHANGE_MESSAGES.alone);
    return c.json({ message: CHANGE_MESSAGES.split, update: await adminUpdateAnswer(db, id) });
  })
  .post("/:id/join", zValidator("json", JoinBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const { intoId } = c.req.valid("json");
    if (intoId === id) throw new ApiError(400, CHANGE_MESSAGES.intoItself);
    const { db } = c.var;
    const outcome = await joinChanges(db, { id, intoId }, {
      actorId: currentUser(c).id,
      now: c.var.now(),
    });
    if (outcome.kind === "notFound") throw new ApiError(404, REVIEW_MESSAGES.notFound);
    if (outcome.kind === "same") throw new ApiError(409, CHANGE_MESSAGES.alreadyOne);
    const update = await adminUpdateAnswer(db, outcome.primaryId);
    return c.json({ message: CHANGE_MESSAGES.joined, update });
  })
  .post("/manual", zValidator("json", ManualUpdateBody, onInvalid), async (c) => {
    const answer = await createManualUpdate(c.req.valid("json"), {
      db: c.var.db,
      analyser: c.var.analyser,
      now: c.var.now(),
      allowPrivate: c.var.settings.security.allowPrivateFetch,
    });
    return c.json(answer, 201);
  });
