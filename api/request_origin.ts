/**
 * The one place that decides what the request says about its sender (ADR 0018):
 * whether proxy headers are believed, and the scheme the browser used.
 *
 * TRUST_PROXY off (the default; right for Deno Deploy, which hands over the real peer, and for a
 * server reached directly): X-Forwarded-For and X-Forwarded-Proto are ignored, since any client
 * can write them. On: the server sits behind one proxy that appends the peer's address to
 * X-Forwarded-For and sets X-Forwarded-Proto, so the last entry of each is the proxy's word (what
 * a client wrote itself comes earlier).
 */
import type { Context } from "hono";
import type { Settings } from "../workers/settings.ts";

/** True when settings.security.trustProxy (TRUST_PROXY) is on; false when no settings are set. */
export function trustsProxy(c: Context): boolean {
  const settings = c.get("settings") as Settings | undefined;
  return settings?.security.trustProxy === true;
}

/** The last entry of a comma-separated proxy header (empty entries skipped), or undefined. */
export function lastProxyEntry(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const entry = value.slice(value.lastIndexOf(",") + 1).trim();
  return entry || undefined;
}

/** "https" or "http": the request URL's scheme, or the trusted proxy's X-Forwarded-Proto. */
export function requestScheme(c: Context): "http" | "https" {
  if (trustsProxy(c)) {
    const forwarded = lastProxyEntry(c.req.header("x-forwarded-proto"))?.toLowerCase();
    if (forwarded === "https" || forwarded === "http") return forwarded;
  }
  return new URL(c.req.url).protocol === "https:" ? "https" : "http";
}

/** The origin the browser sees (`https://host`), for comparing with an Origin header. */
export function requestOrigin(c: Context): string {
  return `${requestScheme(c)}://${new URL(c.req.url).host}`;
}
