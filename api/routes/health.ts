/** GET /api/health: is the server up, and can it reach its database? */
import { Hono } from "hono";
import { pingDatabase } from "../../db/queries/health.ts";
import type { AppEnv } from "../context.ts";

export const health = new Hono<AppEnv>().get("/", async (c) => {
  const started = performance.now();
  try {
    await pingDatabase(c.var.db);
    const ms = Math.round(performance.now() - started);
    return c.json({ status: "ok", database: "reachable", databaseMs: ms });
  } catch (error) {
    console.error("api/health: database unreachable:", error);
    return c.json({ status: "degraded", database: "unreachable" }, 503);
  }
});
