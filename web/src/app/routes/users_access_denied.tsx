/** What a non-superadmin sees at /users (spec part 2 §2); loaded with the app, unlike /users. */
import { ShieldExclamationPoint } from "lucide-react";
import { Card } from "@/components/ui/card.tsx";

export const USER_MANAGEMENT_DENIED =
  "Access Denied - You need superadmin privileges to access user management.";

/** /users for an admin or a user. */
export function UsersAccessDenied() {
  return (
    <Card role="alert" className="flex items-center gap-3 p-6" data-testid="access-denied">
      <ShieldExclamationPoint aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p>{USER_MANAGEMENT_DENIED}</p>
    </Card>
  );
}
