/**
 * One line per request: method, path, status and milliseconds. Paths whose segment is a secret
 * (a calendar's, an alert feed's, an unsubscribe or confirm link's token) are logged with that
 * segment replaced: a log line must not be a way in.
 */
import type { MiddlewareHandler } from "hono";

/**
 * The routes that carry a secret in their path, one line each; `:token` marks the secret
 * segment (a file suffix such as `.ics` after it is kept).
 */
export const SECRET_ROUTES = [
  "/api/calendar/:token",
  "/api/alerts/feed/:token",
  "/api/alerts/unsubscribe/:token",
  "/api/auth/email-change/confirm/:token",
] as const;

const PATTERNS = SECRET_ROUTES.map((route) => route.split("/"));

/** `pathname` with the secret segment of a SECRET_ROUTES route replaced by `:token`. */
export function redactPath(pathname: string): string {
  const segments = pathname.split("/");
  for (const pattern of PATTERNS) {
    if (segments.length < pattern.length) continue;
    if (!pattern.every((part, i) => part === ":token" || part === segments[i])) continue;
    return segments.map((segment, i) => {
      if (pattern[i] !== ":token") return segment;
      const dot = segment.lastIndexOf(".");
      return `:token${dot > 0 ? segment.slice(dot) : ""}`;
    }).join("/");
  }
  return pathname;
}

export const accessLog = (write: (line: string) => void = console.log): MiddlewareHandler =>
  async function accessLog(c, next) {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${c.req.method} ${redactPath(new URL(c.req.url).pathname)} ${c.res.status} ${ms}ms`);
  };
