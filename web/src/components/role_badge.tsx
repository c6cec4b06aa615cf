/** A role badge: superadmin red, admin blue, user green (spec part 1 §3). */
import type { Role } from "@domain/roles.ts";
import { ROLE_BADGE_VARIANTS, ROLE_LABELS } from "../lib/roles.ts";
import { Badge } from "./ui/badge.tsx";

/** The role's name in its colour; `testId` names the badge for the browser tests. */
export function RoleBadge({ role, testId = "badge-role" }: { role: Role; testId?: string }) {
  return (
    <Badge variant={ROLE_BADGE_VARIANTS[role]} data-testid={testId}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
