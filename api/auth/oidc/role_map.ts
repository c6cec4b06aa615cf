/**
 * OIDC_ROLE_MAP: which value of the OIDC_ROLE_CLAIM claim gives which role at an account's first
 * single sign-on (ADR 0135). Written `value:role,value:role` (e.g.
 * `legalwatch-admins:admin`); a role is `user` or `admin`, never `superadmin`.
 */
import type { Role } from "../../../domain/roles.ts";

/** The roles a claim may grant: superadmin only ever comes from another superadmin. */
export const CLAIM_ROLES = ["user", "admin"] as const satisfies readonly Role[];
export type ClaimRole = (typeof CLAIM_ROLES)[number];

/** Claim value → role. */
export type RoleMap = ReadonlyMap<string, ClaimRole>;

/** Reads `value:role,…`; answers the map, or the message saying what is wrong. */
export function parseRoleMap(text: string): { map: RoleMap } | { error: string } {
  const map = new Map<string, ClaimRole>();
  for (const entry of text.split(",")) {
    if (!entry.trim()) continue;
    // The role is after the last colon: claim values may hold colons (URNs), roles never do.
    const colon = entry.lastIndexOf(":");
    const value = entry.slice(0, colon).trim();
    const role = entry.slice(colon + 1).trim();
    if (colon < 0 || !value) return { error: `"${entry.trim()}" is not value:role` };
    if (!(CLAIM_ROLES as readonly string[]).includes(role)) {
      return { error: `"${role}" is not a role a claim may grant (user or admin)` };
    }
    map.set(value, role as ClaimRole);
  }
  return { map };
}

/**
 * The role an ID token's claim names: the highest one any of its values maps to (a string claim
 * is one value, an array claim many), or `user`.
 */
export function roleFromClaim(value: unknown, map: RoleMap): ClaimRole {
  const values = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  const roles = values.flatMap((v) => typeof v === "string" ? [map.get(v)] : []);
  return roles.includes("admin") ? "admin" : "user";
}
