/**
 * Reads the session cookie on every /api request and puts the user (or null) in the context.
 * A setup-only session sets `session` but leaves `user` null, so every guarded call refuses it.
 * Sessions checked in the last seconds come from the app's session cache (ADR
 * 0139).
 */
import type { MiddlewareHandler } from "hono";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "../auth/cookie.ts";
import { validateSessionToken } from "../auth/session.ts";
import type { AppEnv } from "../context.ts";

export const session = (): MiddlewareHandler<AppEnv> =>
  async function session(c, next) {
    c.set("user", null);
    c.set("session", null);
    const token = readSessionCookie(c);
    if (token) {
      const result = await validateSessionToken(c.var.db, token, c.var.now(), {
        cache: c.var.sessionCache,
      });
      if (!result) {
        clearSessionCookie(c);
      } else {
        c.set("session", result.session);
        if (!result.session.setupOnly) c.set("user", result.user);
        if (result.renewed) writeSessionCookie(c, token, result.session.expiresAt);
      }
    }
    await next();
  };
