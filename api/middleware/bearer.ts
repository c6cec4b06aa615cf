/**
 * `Authorization: Bearer lw_…` (issue 28): a personal API token stands for its owner on every
 * /api route. It runs before the CSRF rule and the session, which skip a bearer call
 * ({@link unlessBearer}): no cookie is involved, so no other site can make a browser send it.
 *
 * - A bad token of any kind is one 401 (api/auth/api_tokens.ts); no fallback to the cookie.
 * - Each token has RATE-per-minute calls (RateLimit-* headers on every answer, 429 beyond).
 * - `read` is needed for GET, `write` for the rest; without `admin` the owner's role counts as
 *   `user`, so every admin check (guards and admin-only answers alike) needs that scope too.
 * - A bearer answer never sets a cookie, and is never stored (Cache-Control: no-store).
 *
 * ADR 0133; the limit: ADR 0132.
 */
import type { MiddlewareHandler } from "hono";
import { type ApiTokenCaller, authenticateApiToken } from "../auth/api_tokens.ts";
import { rateLimitHeaders, type TokenRateLimiter } from "../auth/token_rate_limit.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { API_TOKEN_MESSAGES } from "../schemas/api_tokens.ts";
import { scopeForMethod } from "../../domain/api_tokens.ts";

/**
 * The credentials of an `Authorization: Bearer …` header (the scheme in any case, RFC 7235), or
 * undefined for no header or another scheme. A bare "Bearer" is a bearer call with an empty token.
 */
function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  const space = value.indexOf(" ");
  const scheme = space < 0 ? value : value.slice(0, space);
  if (scheme.toLowerCase() !== "bearer") return undefined;
  return space < 0 ? "" : value.slice(space + 1).trim();
}

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="LegalWatch", error="invalid_token"' };

/** The user a route sees: the owner, with the role counting only under the admin scope. */
function effectiveUser(caller: ApiTokenCaller) {
  return caller.scopes.includes("admin")
    ? caller.owner
    : { ...caller.owner, role: "user" as const };
}

/** Options of {@link bearerAuth}. */
export interface BearerOptions {
  /** The process's per-token counter (createApp makes one). */
  limiter: TokenRateLimiter;
}

export const bearerAuth = (options: BearerOptions): MiddlewareHandler<AppEnv> =>
  async function bearerAuth(c, next) {
    c.set("apiToken", null);
    const token = bearerToken(c.req.header("authorization"));
    if (token === undefined) return await next();

    const now = c.var.now();
    const caller = await authenticateApiToken(c.var.db, token, now);
    if (!caller) throw new ApiError(401, API_TOKEN_MESSAGES.invalid, {}, CHALLENGE);
    const decision = options.limiter.take(caller.tokenId, now.getTime());
    const limits = rateLimitHeaders(decision);
    if (!decision.allowed) {
      const retryAfter = { "Retry-After": String(decision.resetSeconds) };
      throw new ApiError(429, API_TOKEN_MESSAGES.rateLimited, {}, { ...limits, ...retryAfter });
    }
    const scope = scopeForMethod(c.req.method);
    if (!caller.scopes.includes(scope)) {
      throw new ApiError(403, API_TOKEN_MESSAGES.scopeMissing(scope), {}, limits);
    }

    c.set("apiToken", caller);
    c.set("user", effectiveUser(caller));
    c.set("session", null);
    await next();
    // A copy: a route's answer may carry immutable headers. Clearing c.res first stops Hono from
    // merging the old headers (the cookie among them) back into the new answer.
    const answer = new Response(c.res.body, c.res);
    answer.headers.delete("set-cookie");
    for (const [name, value] of Object.entries(limits)) answer.headers.set(name, value);
    c.res = undefined;
    c.res = answer;
  };

/** Runs `middleware` only for calls that did not come with a bearer token (CSRF, session). */
export const unlessBearer = (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  async function unlessBearer(c, next) {
    if (c.var.apiToken) return await next();
    return await middleware(c, next);
  };
