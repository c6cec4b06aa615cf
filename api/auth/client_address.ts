/**
 * The caller's address for the per-client throttle: the socket's peer as Deno.serve saw it, or,
 * with TRUST_PROXY, the last X-Forwarded-For entry (see api/request_origin.ts).
 */
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";
import { lastProxyEntry, trustsProxy } from "../request_origin.ts";

/** The longest address kept: an IPv6 address with a zone fits; anything longer is not one. */
const MAX_ADDRESS_LENGTH = 64;

export function clientAddress(c: Context): string {
  if (trustsProxy(c)) {
    const forwarded = lastProxyEntry(c.req.header("x-forwarded-for"));
    if (forwarded) return forwarded.slice(0, MAX_ADDRESS_LENGTH);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
