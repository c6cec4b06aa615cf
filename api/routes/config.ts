/**
 * GET /api/config: the few settings the web needs at run time, public because the signed-out
 * screens need them. Served, not built into the bundle, so one build runs in every deployment.
 */
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import type { PublicConfig } from "../schemas/config.ts";

export const config = new Hono<AppEnv>().get("/", (c) => {
  const body: PublicConfig = { marketingUrl: c.var.settings.server.marketingUrl };
  return c.json(body);
});
