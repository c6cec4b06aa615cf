/** The caller's address for the per-client throttle: the socket's peer, as Deno.serve saw it. */
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
