/** /users: User Management, superadmins (a later issue builds it). */
import { ShieldExclamationPoint } from "lucide-react";
import { PlaceholderPage } from "../../components/layout/placeholder_page.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PAGES } from "../../lib/pages.ts";

/** What a non-superadmin sees at /users (spec part 2 §2). */
export const USER_MANAGEMENT_DENIED =
  "Access Denied - You need superadmin privileges to access user management.";

/** The User Management route. */
export function UsersRoute() {
  return <PlaceholderPage title={PAGES.users.label} />;
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
