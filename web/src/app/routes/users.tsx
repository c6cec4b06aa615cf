/** /users: User Management, superadmins only (spec part 2 §2, §6). */
import { ShieldExclamationPoint } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { useCurrentUser } from "../../features/auth/api/current_user.ts";
import { UsersScreen } from "../../features/users/components/users_screen.tsx";

/** What a non-superadmin sees at /users (spec part 2 §2). */
export const USER_MANAGEMENT_DENIED =
  "Access Denied - You need superadmin privileges to access user management.";

/** The User Management route; its data calls run only for a superadmin. */
export function UsersRoute() {
  const { user } = useCurrentUser();
  if (user?.role !== "superadmin") return <UsersAccessDenied />;
  return <UsersScreen currentUserId={user.id} />;
}

/** /users for an admin or a user. */
export function UsersAccessDenied() {
  return (
    <Card role="alert" className="flex items-center gap-3 p-6" data-testid="access-denied">
      <ShieldExclamationPoint aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p>{USER_MANAGEMENT_DENIED}</p>
    </Card>
  );
}
