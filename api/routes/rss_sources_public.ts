/**
 * GET /api/rss-sources-public (spec part 2 §7): the active sources as {id, name, sourceType},
 * for the profile's source preferences. Any signed-in user (DECISIONS.md "Access"); the admin
 * list at /api/rss-sources carries URLs and sync state and stays with the admins.
 */
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { rssSources } from "../../db/schema.ts";
import type { AppEnv } from "../context.ts";
import { requireUser } from "../middleware/require_role.ts";

export const rssSourcesPublic = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", async (c) => {
    const rows = await c.var.db.select({
      id: rssSources.id,
      name: rssSources.name,
      sourceType: rssSources.sourceType,
    }).from(rssSources).where(eq(rssSources.isActive, true))
      .orderBy(sql`lower(${rssSources.name})`, asc(rssSources.id));
    return c.json(rows);
  });
