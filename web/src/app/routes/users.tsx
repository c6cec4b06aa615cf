/** /users: User Management, superadmins only (spec part 2 §2, §6). */
import { useCurrentUser } from "@/lib/queries/current_user.ts";
import { UsersScreen } from "@/features/users/components/users_screen.tsx";
import { UsersAccessDenied } from "./users_access_denied.tsx";

/** The User Management route; its data calls run only for a superadmin. */
export function UsersRoute() {
  const { user } = useCurrentUser();
  if (user?.role !== "superadmin") return <UsersAccessDenied />;
  return <UsersScreen currentUserId={user.id} />;
}
