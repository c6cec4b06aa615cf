/**
 * /favorites: the user's favorite legal updates, with the reports feature's dialog for the
 * selected ones and the register's "Add duties to register" in each row (features do not import
 * each other: the route puts them together).
 */
import { FavoritesScreen } from "@/features/favorites/components/favorites_screen.tsx";
import { FavoriteDutiesButton } from "@/features/register/components/favorite_duties_button.tsx";
import { ReportDialog } from "@/features/reports/components/report_dialog.tsx";
import { useCurrentUser } from "@/lib/queries/current_user.ts";

/** The favorites route. */
export function FavoritesRoute() {
  const { user } = useCurrentUser();
  return (
    <FavoritesScreen
      signedIn={user !== null}
      reportDialog={ReportDialog}
      rowActions={(update) => <FavoriteDutiesButton update={update} />}
    />
  );
}
