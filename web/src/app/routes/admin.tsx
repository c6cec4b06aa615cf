/** /admin: the Verification Portal, admins and superadmins (a later issue builds it). */
import { PlaceholderPage } from "../../components/layout/placeholder_page.tsx";
import { PAGES } from "../../lib/pages.ts";

/** The Verification Portal route. */
export function AdminRoute() {
  return <PlaceholderPage title={PAGES.admin.label} intro={PAGES.admin.intro} />;
}
