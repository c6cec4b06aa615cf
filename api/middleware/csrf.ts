/**
 * The Copenhagen Book's CSRF rule (DECISIONS.md): a request that changes state must carry an
 * Origin equal to ours, or Sec-Fetch-Site: same-origin. A missing header is refused too.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CSRF_MESSAGE = "Request refused: it did not come from a LegalWatch page.";

export const csrf = (): MiddlewareHandler =>
  async function csrf(c, next) {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const ours = new URL(c.req.url).origin;
      const forwardedOrigin = forwardedOriginOf(c.req.header("x-forwarded-proto"), c.req.url);
      const sameOrigin = origin !== undefined && (origin === ours || origin === forwardedOrigin);
      if (!sameOrigin && site !== "same-origin") throw new ApiError(403, CSRF_MESSAGE);
    }
    await next();
  };

/** Behind a TLS-terminating proxy the request URL says http while the page says https. */
function forwardedOriginOf(proto: string | undefined, url: string): string | undefined {
  const first = proto?.split(",")[0]?.trim();
  if (!first) return undefined;
  const u = new URL(url);
  return `${first}://${u.host}`;
}
