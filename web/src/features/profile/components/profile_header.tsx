/** The profile header: initials avatar, display name, email and role badge. */
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { RoleBadge } from "@/components/role_badge.tsx";
import { initials, nameOrEmail } from "@/lib/user_names.ts";

/** The header block. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  return (
    <div className="mb-6 flex items-center gap-4">
      <div
        aria-hidden="true"
        data-testid="avatar-initials"
        className="grid size-16 shrink-0 place-content-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
      >
        {initials(user)}
      </div>
      <div className="grid min-w-0 gap-1">
        <h1 className="truncate text-2xl font-bold tracking-tight" data-testid="text-profile-name">
          {nameOrEmail(user)}
        </h1>
        <p className="truncate text-muted-foreground" data-testid="text-profile-email">
          {user.email}
        </p>
        <div>
          <RoleBadge role={user.role} />
        </div>
      </div>
    </div>
  );
}
