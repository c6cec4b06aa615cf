/** Account roles (spec part 1 §6) and how they are shown. */

/** The three roles, least privileged first. */
export const ROLES = ["user", "admin", "superadmin"] as const;

/** An account role. */
export type Role = (typeof ROLES)[number];

/** Roles that see the Verification Portal, the 'System Active' badge and the pending count. */
export const ADMIN_ROLES: readonly Role[] = ["admin", "superadmin"];

/** True for admin and superadmin. */
export function isAdminRole(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}

/** The text of a role badge. */
export const ROLE_LABELS: Record<Role, string> = {
  user: "User",
  admin: "Admin",
  superadmin: "Super Admin",
};

/** Role badge colours: superadmin red, admin blue, user green (spec part 1 §3). */
export const ROLE_BADGE_VARIANTS: Record<Role, "destructive" | "info" | "success"> = {
  user: "success",
  admin: "info",
  superadmin: "destructive",
};
