/**
 * GET /api/config: the few settings the web needs at run time, public because the signed-out
 * screens need them. Served, not built into the bundle, so one build runs in every deployment.
 */
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import type { PublicConfig } from "../schemas/config.ts";

export const config = new Hono<AppEnv>().get("/", (c) => {
  const { server, oidc } = c.var.settings;
  const body: PublicConfig = {
    marketingUrl: server.marketingUrl,
    sso: oidc.issuer ? { label: oidc.label, only: oidc.only } : null,
  };
  return c.json(body);
});
