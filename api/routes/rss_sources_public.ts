/**
 * GET /api/rss-sources-public (spec part 2 §7): the active sources as {id, name, sourceType},
 * for the profile's source preferences. Any signed-in user (spec DECISIONS.md "Access"); the admin
 * list at /api/rss-sources carries URLs and sync state and stays with the admins.
 */
import { Hono } from "hono";
import { listActiveSources } from "../../db/queries/sources.ts";
import type { AppEnv } from "../context.ts";
import { requireUser } from "../middleware/require_role.ts";

export const rssSourcesPublic = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", async (c) => c.json(await listActiveSources(c.var.db)));
