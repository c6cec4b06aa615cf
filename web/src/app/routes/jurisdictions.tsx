/** /jurisdictions: Source Management, superadmins (a later issue builds it). */
import { PlaceholderPage } from "../../components/layout/placeholder_page.tsx";
import { PAGES } from "../../lib/pages.ts";

/** The Source Management route. */
export function JurisdictionsRoute() {
  return <PlaceholderPage title={PAGES.jurisdictions.label} />;
}
