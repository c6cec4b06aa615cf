/** How account roles are shown (the roles themselves are domain/roles.ts). */
import type { Role } from "@domain/roles.ts";

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
