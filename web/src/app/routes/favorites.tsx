/** /favorites: the user's favorite legal updates. */
import { useCurrentUser } from "../../features/auth/api/current_user.ts";
import { FavoritesScreen } from "../../features/favorites/components/favorites_screen.tsx";

/** The favorites route. */
export function FavoritesRoute() {
  const { user } = useCurrentUser();
  return <FavoritesScreen signedIn={user !== null} />;
}
