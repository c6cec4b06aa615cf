/** The profile header: initials avatar, display name, email and role badge. */
import { Badge } from "../../../components/ui/badge.tsx";
import { ROLE_BADGE_VARIANTS, ROLE_LABELS } from "../../../lib/roles.ts";
import type { ProfileUser } from "../api/types.ts";
import { profileDisplayName, profileInitials } from "../display.ts";

/** The header block. */
export function ProfileHeader({ user }: { user: ProfileUser }) {
  return (
    <div className="mb-6 flex items-center gap-4">
      <div
        aria-hidden="true"
        data-testid="avatar-initials"
        className="grid size-16 shrink-0 place-content-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
      >
        {profileInitials(user)}
      </div>
      <div className="grid min-w-0 gap-1">
        <h1 className="truncate text-2xl font-bold tracking-tight" data-testid="text-profile-name">
          {profileDisplayName(user)}
        </h1>
        <p className="truncate text-muted-foreground">{user.email}</p>
        <div>
          <Badge variant={ROLE_BADGE_VARIANTS[user.role]} data-testid="badge-role">
            {ROLE_LABELS[user.role]}
          </Badge>
        </div>
      </div>
    </div>
  );
}
