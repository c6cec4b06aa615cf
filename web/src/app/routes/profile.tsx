/** /profile: the user's profile (a later issue builds it). */
import { PlaceholderPage } from "../../components/layout/placeholder_page.tsx";
import { PAGES } from "../../lib/pages.ts";

/** The profile route. */
export function ProfileRoute() {
  return <PlaceholderPage title={PAGES.profile.label} />;
}
