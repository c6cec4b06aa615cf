/**
 * Role guards. Every route module puts one at its top (CONVENTIONS.md): 401 when signed out,
 * 403 when signed in without the role.
 */
import type { MiddlewareHandler } from "hono";
import { isAdminRole, type Role } from "../../domain/roles.ts";
import type { AppEnv, SessionUser } from "../context.ts";
import { ApiError } from "../errors.ts";
import { API_TOKEN_MESSAGES } from "../schemas/api_tokens.ts";

export const MESSAGES = {
  signedOut: "Please sign in to continue.",
  forbidden: "You do not have permission to do that.",
} as const;

/**
 * The methods that change something. `.on(WRITE_METHODS, "*", requireRole(...))` at a module's
 * top guards its writes where its reads are open to more callers.
 */
export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/** Any signed-in user (a setup-only session does not count). */
export const requireUser = (): MiddlewareHandler<AppEnv> =>
  async function requireUser(c, next) {
    if (!c.var.user) throw new ApiError(401, MESSAGES.signedOut);
    await next();
  };

/** A signed-in user holding one of the roles. */
export const requireRole = (...roles: Role[]): MiddlewareHandler<AppEnv> =>
  async function requireRole(c, next) {
    const user = c.var.user;
    if (!user) throw new ApiError(401, MESSAGES.signedOut);
    if (!roles.includes(user.role)) {
      // An owner who holds the role, calling with a token without the admin scope (bearer.ts).
      const owner = c.var.apiToken?.owner;
      if (owner && roles.includes(owner.role)) {
        throw new ApiError(403, API_TOKEN_MESSAGES.scopeMissing("admin"));
      }
      throw new ApiError(403, MESSAGES.forbidden);
    }
    await next();
  };

/** True for a signed-in admin or superadmin. */
export function isAdmin(user: SessionUser | null): boolean {
  return !!user && isAdminRole(user.role);
}

/** The signed-in user of a guarded route (the guard has run, so it is there). */
export function currentUser(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) throw new ApiError(401, MESSAGES.signedOut);
  return c.var.user;
}
