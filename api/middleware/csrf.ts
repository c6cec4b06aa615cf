/**
 * The Copenhagen Book's CSRF rule (spec DECISIONS.md "Access"): a request that changes state must
 * carry an Origin equal to ours, or Sec-Fetch-Site: same-origin. A missing header is refused too.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../errors.ts";
import { requestOrigin } from "../request_origin.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CSRF_MESSAGE = "Request refused: it did not come from a LegalWatch page.";

/** Options of {@link csrf}. */
export interface CsrfOptions {
  /**
   * Paths (whole, matched against the request path) whose writes need no Origin: only calls
   * that carry their own secret and that another site's request could not misuse (the one-click
   * unsubscribe, RFC 8058, which mail providers send without one).
   */
  exempt?: readonly RegExp[];
}

export const csrf = (options: CsrfOptions = {}): MiddlewareHandler =>
  async function csrf(c, next) {
    const exempt = options.exempt?.some((pattern) => pattern.test(c.req.path)) ?? false;
    if (!SAFE_METHODS.has(c.req.method) && !exempt) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      // Behind a TLS-terminating proxy the URL says http while the page says https: the
      // scheme comes from request_origin.ts, which believes X-Forwarded-Proto only with TRUST_PROXY.
      const sameOrigin = origin !== undefined && origin === requestOrigin(c);
      if (!sameOrigin && site !== "same-origin") throw new ApiError(403, CSRF_MESSAGE);
    }
    await next();
  };
