/**
 * GET /api/legal-updates: the Legal Updates listing (spec part 1 §5, §7; spec DECISIONS.md).
 * Open to everyone, but a caller that is not an admin always gets approved updates, whatever
 * status it asks for. userId is honoured only when it is the caller's own id: it applies their
 * source preferences, and the answer then says how many sources they keep (sourcePreference); any
 * other id (or any id while signed out) is 403.
 * GET /api/legal-updates/{id}: one update for its detail page, with its full text and obligations
 * (issue 16): approved updates for everyone, any status for admins, otherwise 404 (a pending
 * update's existence is not told). Every update answer of a primary carries its change's other
 * reports (`alsoReportedBy`, issue 27); the id of another report answers the change's primary
 * with `primaryId`. Each obligation carries the id of its entry in the caller's register
 * (`registerEntryId`, issue 29; null signed out).
 * GET /api/legal-updates/{id}/revisions: its revisions and the redline of the last two, under the
 * same rule.
 * The writes below the listing are the Verification Portal's: legal_updates_admin.ts, mounted here.
 */
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { listLegalUpdates } from "../../db/queries/legal_update_listing.ts";
import { sourceScope } from "../../db/queries/user_preferences.ts";
import type { AppEnv } from "../context.ts";
import { toPublicUpdate, toUpdateDetail } from "../legal_updates/answers.ts";
import { findUpdateWithObligations } from "../legal_updates/load_updates.ts";
import { dutyEntriesOf } from "../register/duty_entries.ts";
import { revisionsAnswer } from "../legal_updates/revisions.ts";
import { findAdminUpdate } from "../../db/queries/review.ts";
import { changeIdOf, otherReportsOf } from "../../db/queries/report_changes.ts";
import { ApiError } from "../errors.ts";
import { isAdmin } from "../middleware/require_role.ts";
import { legalUpdatesAdmin } from "./legal_updates_admin.ts";
import {
  ListingQuery,
  type ListingResponse,
  type UpdateDetailResponse,
} from "../schemas/legal_updates.ts";
import { REVIEW_MESSAGES } from "../schemas/review.ts";
import type { RevisionsResponse } from "../schemas/revisions.ts";
import { parseId } from "../path_id.ts";
import { onInvalid } from "../validation.ts";
import { fastJson, prepareJson } from "../fast_json.ts";

export const LISTING_MESSAGES = {
  otherUser: "You can only apply your own source preferences (userId must be your own id).",
} as const;

export const legalUpdates = new Hono<AppEnv>()
  .get("/", zValidator("query", ListingQuery, onInvalid), async (c) => {
    const query = c.req.valid("query");
    const user = c.var.user;
    if (query.userId !== undefined && query.userId !== user?.id) {
      throw new ApiError(403, LISTING_MESSAGES.otherUser);
    }
    const db = c.var.db;
    const status = isAdmin(user) ? query.status ?? "approved" : "approved";
    const scope = query.userId ? await sourceScope(db, query.userId) : null;
    const rssSourceIds = scope?.ids.length ? scope.ids : undefined;
    // Without source preferences the answer depends on the query alone: the same for everyone.
    const cacheKey = rssSourceIds ? null : JSON.stringify({ ...query, userId: undefined, status });
    const build = async () => {
      const { rows, total } = await listLegalUpdates(db, {
        status,
        jurisdictionIds: query.jurisdictionId,
        industries: query.industry,
        search: query.search,
        excludeSpecialist: query.excludeSpecialist,
        rssSourceIds,
        from: query.from,
        to: query.to,
        sort: query.sort,
        page: query.page,
        limit: query.limit,
      });
      const others = await otherReportsOf(db, rows.map((r) => r.id));
      const updates = rows.map((row) => toPublicUpdate(row, others.get(row.id) ?? []));
      const body: ListingResponse = { updates, total, page: query.page, limit: query.limit };
      // Never a silent narrowing (issue 25 item 4): the answer says how far the preference cut.
      if (scope && rssSourceIds) body.sourcePreference = { kept: scope.kept, of: scope.of };
      return prepareJson(body);
    };
    const answer = cacheKey === null
      ? await build()
      : await c.var.listingCache.getOrBuild(cacheKey, build);
    return fastJson(c, answer);
  })
  .get("/:id", async (c) => {
    const asked = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    // Another report of a change answers its primary, with the hint (ADR 0143).
    const id = await changeIdOf(c.var.db, asked) ?? asked;
    const found = await findUpdateWithObligations(c.var.db, id);
    if (!found || (found.row.status !== "approved" && !isAdmin(c.var.user))) {
      throw new ApiError(404, REVIEW_MESSAGES.notFound);
    }
    const registerEntries = await dutyEntriesOf(
      c.var.db,
      c.var.user?.id ?? null,
      found.obligations.map((o) => o.id),
    );
    const body: UpdateDetailResponse = {
      update: toUpdateDetail(found.row, { ...found, registerEntries }),
    };
    if (id !== asked) body.primaryId = id;
    return c.json(body);
  })
  // Before the portal's module, whose guard covers "/:id/*" for writes only.
  .get("/:id/revisions", async (c) => {
    const id = parseId(c.req.param("id"), REVIEW_MESSAGES.notFound);
    const row = await findAdminUpdate(c.var.db, id);
    if (!row || (row.status !== "approved" && !isAdmin(c.var.user))) {
      throw new ApiError(404, REVIEW_MESSAGES.notFound);
    }
    const body: RevisionsResponse = await revisionsAnswer(c.var.db, id);
    return c.json(body);
  })
  .route("/", legalUpdatesAdmin);
