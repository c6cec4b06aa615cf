/** Which error answers a declared route can give, for the document. */
import type { RouteSpec } from "../schemas/api_routes/route_spec.ts";

/** The description of each status the document names. */
export const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  400: "The request is not valid: `message`, and `errors` by field",
  401: "Not signed in (no session or token, or an expired one)",
  403: "Signed in, but not allowed (role, token scope, or the CSRF rule)",
  404: "Not found",
  409: "In conflict with the stored data",
  410: "Gone",
  413: "The request body is too large (at most 1 MiB)",
  429: "Too many requests: wait `Retry-After` seconds",
  500: "Something went wrong on our side",
  503: "Unavailable",
};

/**
 * The error statuses of a route: what its audience, its input and its path imply (a guard's
 * 401/403, a validation's 400, an unknown id's 404, a token's 429), and those it names itself.
 */
export function errorStatuses(path: string, spec: RouteSpec): number[] {
  const statuses = new Set<number>(spec.errors ?? []);
  if (spec.query || spec.body || path.includes(":")) statuses.add(400);
  if (spec.body) statuses.add(413);
  if (spec.audience !== "public") [401, 403, 429].forEach((s) => statuses.add(s));
  if (path.includes(":")) statuses.add(404);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}
