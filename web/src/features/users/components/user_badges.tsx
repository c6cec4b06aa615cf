/** The badges of a user row: account status, role, and subscription tier and status. */
import { Badge } from "@/components/ui/badge.tsx";
import { ROLE_BADGE_VARIANTS } from "@/lib/roles.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { LABELS, TABLE } from "../strings.ts";

/** Active (green) or Inactive (grey). */
export function AccountStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant={isActive ? "success" : "secondary"} data-testid="badge-account-status">
      {isActive ? TABLE.active : TABLE.inactive}
    </Badge>
  );
}

/** The role's name in its colour (superadmin red, admin blue, user green). */
export function UserRoleBadge({ role }: { role: PublicUser["role"] }) {
  return (
    <Badge variant={ROLE_BADGE_VARIANTS[role]} data-testid="badge-user-role">
      {LABELS.role[role]}
    </Badge>
  );
}

/** Tier, and status (destructive unless active). */
export function SubscriptionBadges(
  { tier, status }: {
    tier: PublicUser["subscriptionTier"];
    status: PublicUser["subscriptionStatus"];
  },
) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="outline">{LABELS.tier[tier] ?? tier}</Badge>
      <Badge variant={status === "active" ? "secondary" : "destructive"}>
        {LABELS.status[status] ?? status}
      </Badge>
    </div>
  );
}
