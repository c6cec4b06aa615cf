/** GET /api/health: is the server up, and can it reach its database? */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";

export const health = new Hono<AppEnv>().get("/", async (c) => {
  const started = performance.now();
  try {
    await c.var.db.execute(sql`select 1`);
    const ms = Math.round(performance.now() - started);
    return c.json({ status: "ok", database: "reachable", databaseMs: ms });
  } catch (error) {
    console.error("api/health: database unreachable:", error);
    return c.json({ status: "degraded", database: "unreachable" }, 503);
  }
});
