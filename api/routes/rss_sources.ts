/**
 * /api/rss-sources (spec part 2 §7): admins list the sources (optionally of one sourceType);
 * superadmins create, edit and delete them. Deleting a source empties the rssSourceId of its
 * legal updates (FK set null). The sync calls live in sync.ts.
 */
import { zValidator } from "@hono/zod-validator";
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { jurisdictionExists } from "../../db/queries/jurisdictions.ts";
import { SYNC_STATE_RESET } from "../../db/queries/sources.ts";
import { jurisdictions, rssSources as sources } from "../../db/schema.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { requireRole } from "../middleware/require_role.ts";
import { RssSourceBody, RssSourceQuery, SOURCE_MESSAGES } from "../schemas/sources.ts";
import { onInvalid } from "../validation.ts";
import { parseId } from "../path_id.ts";

const superadmin = requireRole("superadmin");

const FIELDS = {
  id: sources.id,
  jurisdictionId: sources.jurisdictionId,
  jurisdictionName: jurisdictions.name,
  name: sources.name,
  url: sources.url,
  sourceType: sources.sourceType,
  isActive: sources.isActive,
  legislativeFilter: sources.legislativeFilter,
  lastSync: sources.lastSync,
  lastSyncStatus: sources.lastSyncStatus,
  lastSyncError: sources.lastSyncError,
  createdAt: sources.createdAt,
  updatedAt: sources.updatedAt,
};

function selectSources(db: Db) {
  return db.select(FIELDS).from(sources)
    .innerJoin(jurisdictions, eq(jurisdictions.id, sources.jurisdictionId));
}

async function answerOne(db: Db, id: number) {
  const [source] = await selectSources(db).where(eq(sources.id, id));
  if (!source) throw new ApiError(404, SOURCE_MESSAGES.sourceNotFound);
  return source;
}

async function requireJurisdiction(db: Db, id: number): Promise<void> {
  if (await jurisdictionExists(db, id)) return;
  throw new ApiError(400, SOURCE_MESSAGES.jurisdictionMissing, {
    errors: { jurisdictionId: SOURCE_MESSAGES.jurisdictionMissing },
  });
}

export const rssSources = new Hono<AppEnv>()
  .get(
    "/",
    requireRole(...ADMIN_ROLES),
    zValidator("query", RssSourceQuery, onInvalid),
    async (c) => {
      const { sourceType } = c.req.valid("query");
      const rows = await selectSources(c.var.db)
        .where(sourceType ? eq(sources.sourceType, sourceType) : undefined)
        .orderBy(asc(sql`lower(${sources.name})`), asc(sources.id));
      return c.json(rows);
    },
  )
  .post("/", superadmin, zValidator("json", RssSourceBody, onInvalid), async (c) => {
    const { db } = c.var;
    const body = c.req.valid("json");
    await requireJurisdiction(db, body.jurisdictionId);
    const now = c.var.now();
    const [row] = await db.insert(sources).values({ ...body, createdAt: now, updatedAt: now })
      .returning({ id: sources.id });
    return c.json(await answerOne(db, row!.id), 201);
  })
  .put("/:id", superadmin, zValidator("json", RssSourceBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.sourceNotFound);
    const { db } = c.var;
    const body = c.req.valid("json");
    const before = await answerOne(db, id);
    await requireJurisdiction(db, body.jurisdictionId);
    // A new URL is a new server: its validators and backoff start afresh.
    const reset = before.url === body.url ? {} : SYNC_STATE_RESET;
    await db.update(sources).set({ ...body, ...reset, updatedAt: c.var.now() })
      .where(eq(sources.id, id));
    return c.json(await answerOne(db, id));
  })
  .delete("/:id", superadmin, async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.sourceNotFound);
    const rows = await c.var.db.delete(sources).where(eq(sources.id, id))
      .returning({ id: sources.id });
    if (rows.length === 0) throw new ApiError(404, SOURCE_MESSAGES.sourceNotFound);
    return c.json({ message: "RSS source deleted" });
  });
