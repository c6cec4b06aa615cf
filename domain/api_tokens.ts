/**
 * Personal API tokens (issue 28): the scopes a token may carry and the limits of its life. The
 * one rule of which scope a call needs lives here, so the server and the screen agree.
 */
import { isAdminRole, type Role } from "./roles.ts";

/** What a token may do: `read` for GET, `write` for the rest, `admin` for admin routes. */
export const API_TOKEN_SCOPES = ["read", "write", "admin"] as const;

/** One scope of a token. */
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so that secret scanners and people recognise one. */
export const API_TOKEN_PREFIX = "lw_";

/** A new token's life when none is asked for, and the longest one may ask for (days). */
export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;

/** The most live tokens one account keeps (a bound on rows and on the listing). */
export const API_TOKEN_MAX_PER_USER = 50;

/** The longest token name. */
export const API_TOKEN_NAME_MAX = 100;

/** The scopes an account of this role may put on a token: `admin` only for admins. */
export function grantableScopes(role: Role): readonly ApiTokenScope[] {
  return isAdminRole(role) ? API_TOKEN_SCOPES : ["read", "write"];
}

/** The scope a request of this method needs: `read` for GET and HEAD, `write` for the rest. */
export function scopeForMethod(method: string): ApiTokenScope {
  return method === "GET" || method === "HEAD" || method === "OPTIONS" ? "read" : "write";
}
