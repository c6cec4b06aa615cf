/**
 * The Verification Portal's writes under /api/legal-updates (spec part 2 §4, §7): status of one
 * update, of many at once (all or nothing), and edits. Admins and superadmins only; the acting
 * admin is recorded as reviewer whatever the client sends (DECISIONS.md).
 *
 * The guard sits on each route rather than on the module: this module shares the
 * /legal-updates mount with the public listing, which a module-wide guard would cover too.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { jurisdictionExists } from "../../db/queries/jurisdictions.ts";
import { editUpdate, findAdminUpdate, setStatuses } from "../../db/queries/review.ts";
import type { AppEnv } from "../context.ts";
import { toAdminUpdate } from "../legal_updates/answers.ts";
import { ApiError } from "../errors.ts";
import { onInvalid } from "../validation.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { currentUser, requireRole } from "../middleware/require_role.ts";
import {
  BulkStatusBody,
  EditUpdateBody,
  REVIEW_MESSAGES,
  StatusUpdateBody,
} from "../schemas/review.ts";
import { parseId } from "../path_id.ts";

const admins = requireRole(...ADMIN_ROLES);

export const review = new Hono<AppEnv>()
  // Before "/:id": otherwise "bulk-status" would be taken for an id.
  .patch("/bulk-status", admins, zValidator("json", BulkStatusBody, onInvalid), async (c) => {
    const { ids, statusUpdate } = c.req.valid("json");
    const result = await setStatuses(c.var.db, ids, {
      status: statusUpdate.status,
      actorId: currentUser(c).id,
      now: c.var.now(),
    });
    if (result.unknownIds.length > 0) {
      throw new ApiError(404, REVIEW_MESSAGES.someNotFound, { unknownIds: result.unknownIds });
    }
    return c.json({
      updated: result.changed.length,
      unchanged: new Set(ids).size - result.changed.length,
    });
  })
  .patch("/:id/status", admins, zValidator("json", StatusUpdateBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const { status } = c.req.valid("json");
    const result = await setStatuses(c.var.db, [id], {
      status,
      actorId: currentUser(c).id,
      now: c.var.now(),
    });
    if (result.unknownIds.length > 0) throw new ApiError(404, REVIEW_MESSAGES.notFound);
    return c.json(toAdminUpdate((await findAdminUpdate(c.var.db, id))!));
  })
  .patch("/:id", admins, zValidator("json", EditUpdateBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const edits = c.req.valid("json");
    const { db } = c.var;
    if (
      edits.jurisdictionId !== undefined && !(await jurisdictionExists(db, edits.jurisdictionId))
    ) {
      throw new ApiError(400, REVIEW_MESSAGES.jurisdictionMissing, {
        errors: { jurisdictionId: REVIEW_MESSAGES.jurisdictionMissing },
      });
    }
    const found = await editUpdate(db, id, {
      ...edits,
      actorId: currentUser(c).id,
      now: c.var.now(),
    });
    if (!found) throw new ApiError(404, REVIEW_MESSAGES.notFound);
    return c.json(toAdminUpdate((await findAdminUpdate(db, id))!));
  });
