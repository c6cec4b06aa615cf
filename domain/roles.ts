/** Account roles (spec part 1 §6): who may do what is decided on the server from these. */

/** The three roles, least privileged first. */
export const ROLES = ["user", "admin", "superadmin"] as const;

/** An account role. */
export type Role = (typeof ROLES)[number];

/**
 * The roles that review legal updates and manage sources: they see the Verification Portal,
 * the 'System Active' badge and the pending count.
 */
export const ADMIN_ROLES: readonly Role[] = ["admin", "superadmin"];

/** True for admin and superadmin. */
export function isAdminRole(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}
