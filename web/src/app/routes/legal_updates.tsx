/** / and /overview: the Legal Updates listing, for a signed-in user or an anonymous visitor. */
import { useCurrentUser } from "../../lib/queries/current_user.ts";
import { LegalUpdatesScreen } from "../../features/legal_updates/components/legal_updates_screen.tsx";

/** The listing route. */
export function LegalUpdatesRoute() {
  const { user } = useCurrentUser();
  return <LegalUpdatesScreen userId={user?.id ?? null} />;
}
