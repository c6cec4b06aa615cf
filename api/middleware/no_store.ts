/**
 * Answers to a signed-in caller are never stored (Cache-Control: no-store): a shared computer's
 * back button or a proxy must not show one user's data to the next. "Signed in" means a session
 * came with the request (a setup-only one too), or an API token did, or the answer sets the session cookie. A route's
 * own Cache-Control stays only when it already says no-store; answers to signed-out callers (the
 * public listing) keep whatever caching they have.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

export const noStoreWhenSignedIn = (): MiddlewareHandler<AppEnv> =>
  async function noStoreWhenSignedIn(c, next) {
    await next();
    const signedIn = c.var.session != null || c.var.apiToken != null ||
      c.res.headers.has("set-cookie");
    const current = c.res.headers.get("cache-control") ?? "";
    if (signedIn && !/(^|,)\s*no-store\s*(,|$)/i.test(current)) {
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
