/**
 * /api/rss-sources (spec part 2 §7): admins list the sources (optionally of one sourceType);
 * superadmins create, edit, delete and sync them. Deleting a source empties the rssSourceId of
 * its legal updates (FK set null). The sync work itself is api/sources/sync_calls.ts.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { findJurisdiction } from "../../db/queries/jurisdictions.ts";
import {
  createSource,
  deleteSource,
  findSource,
  listSources,
  type SourceRow,
  updateSource,
} from "../../db/queries/sources.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { requireRole, WRITE_METHODS } from "../middleware/require_role.ts";
import { RssSourceBody, RssSourceQuery, SOURCE_MESSAGES } from "../schemas/sources.ts";
import { SYNC_MESSAGES, syncInBackground, syncSourceInline } from "../sources/sync_calls.ts";
import { onInvalid } from "../validation.ts";
import { parseId } from "../path_id.ts";

async function answerOne(db: Db, id: number): Promise<SourceRow> {
  const source = await findSource(db, id);
  if (!source) throw new ApiError(404, SOURCE_MESSAGES.sourceNotFound);
  return source;
}

async function requireJurisdiction(db: Db, id: number): Promise<void> {
  if (await findJurisdiction(db, id)) return;
  throw new ApiError(400, SOURCE_MESSAGES.jurisdictionMissing, {
    errors: { jurisdictionId: SOURCE_MESSAGES.jurisdictionMissing },
  });
}

export const rssSources = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_ROLES))
  .on(WRITE_METHODS, "*", requireRole("superadmin"))
  .get("/", zValidator("query", RssSourceQuery, onInvalid), async (c) => {
    const { sourceType } = c.req.valid("query");
    return c.json(await listSources(c.var.db, { sourceType }));
  })
  .post("/", zValidator("json", RssSourceBody, onInvalid), async (c) => {
    const { db } = c.var;
    const body = c.req.valid("json");
    await requireJurisdiction(db, body.jurisdictionId);
    const id = await createSource(db, body, c.var.now());
    return c.json(await answerOne(db, id), 201);
  })
  .post("/sync", (c) => syncInBackground(c, { kind: "all" }))
  .post("/:id/sync", async (c) => {
    const id = parseId(c.req.param("id"), SYNC_MESSAGES.sourceNotFound);
    if (!await findSource(c.var.db, id)) throw new ApiError(404, SYNC_MESSAGES.sourceNotFound);
    return await syncSourceInline(c, id);
  })
  .put("/:id", zValidator("json", RssSourceBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.sourceNotFound);
    const { db } = c.var;
    const body = c.req.valid("json");
    const before = await answerOne(db, id);
    await requireJurisdiction(db, body.jurisdictionId);
    // A new URL is a new server, a new format or selector a new reading of it: the validators
    // (a 304 would skip the new reading) and the backoff start afresh.
    const resetSyncState = before.url !== body.url || before.format !== body.format ||
      before.selector !== body.selector;
    await updateSource(db, id, { fields: body, resetSyncState, now: c.var.now() });
    return c.json(await answerOne(db, id));
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.sourceNotFound);
    if (!await deleteSource(c.var.db, id)) throw new ApiError(404, SOURCE_MESSAGES.sourceNotFound);
    return c.json({ message: "RSS source deleted" });
  });
