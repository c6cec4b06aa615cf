/**
 * Security headers on every answer: a CSP without inline scripts (Vite emits external module
 * scripts only; radix-ui positions popovers with style attributes, hence 'unsafe-inline' for
 * styles), no framing, no MIME sniffing, and a conservative referrer policy. Over https (directly
 * or through a trusted proxy) browsers are told to use https only, for a year, subdomains too.
 */
import type { MiddlewareHandler } from "hono";
import { requestScheme } from "../request_origin.ts";

/**
 * The policy of every answer; `scriptSrc` is its script-src (the API reference page allows its
 * scripts by nonce, api/routes/api_docs.ts).
 */
export function contentSecurityPolicy(scriptSrc = "'self'"): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export const securityHeaders = (): MiddlewareHandler =>
  async function securityHeaders(c, next) {
    await next();
    // A page that brings its own policy keeps it (the API reference page: api/routes/api_docs.ts).
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    }
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    // Browsers ignore it over plain http (RFC 6797 §8.1), and the scheme says which we are on.
    if (requestScheme(c) === "https") {
      c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    }
  };
