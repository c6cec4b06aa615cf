/** /admin: the Verification Portal, admins and superadmins (spec part 2 §2). */
import { VerificationPortal } from "../../features/admin/components/verification_portal.tsx";

/** The Verification Portal route. */
export function AdminRoute() {
  return <VerificationPortal />;
}
