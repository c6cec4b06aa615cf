/** A role badge: superadmin red, admin blue, user green (spec part 1 §3). */
import { Badge } from "../../../components/ui/badge.tsx";
import type { Role } from "../../../../../domain/roles.ts";
import { ROLE_BADGE_VARIANTS, ROLE_LABELS } from "../../../lib/roles.ts";

/** The role's name in its colour. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={ROLE_BADGE_VARIANTS[role]} data-testid="badge-role">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
