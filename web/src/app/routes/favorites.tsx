/**
 * /favorites: the user's favorite legal updates, with the reports feature's dialog for the
 * selected ones (features do not import each other: the route puts them together).
 */
import { FavoritesScreen } from "@/features/favorites/components/favorites_screen.tsx";
import { ReportDialog } from "@/features/reports/components/report_dialog.tsx";
import { useCurrentUser } from "@/lib/queries/current_user.ts";

/** The favorites route. */
export function FavoritesRoute() {
  const { user } = useCurrentUser();
  return <FavoritesScreen signedIn={user !== null} reportDialog={ReportDialog} />;
}
