/** /favorites: the user's favorite legal updates (a later issue builds it). */
import { PlaceholderPage } from "../../components/layout/placeholder_page.tsx";

/** The favorites route. */
export function FavoritesRoute() {
  return <PlaceholderPage title="My Favorites" />;
}
