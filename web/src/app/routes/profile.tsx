/** /profile: the signed-in user's own profile (spec part 2 §2). */
import { useCurrentUser } from "@/lib/queries/current_user.ts";
import { ProfileScreen } from "@/features/profile/components/profile_screen.tsx";

/** The profile route. */
export function ProfileRoute() {
  const { user } = useCurrentUser();
  // The router shows this route only when signed in, so the user is there.
  return user ? <ProfileScreen user={user} /> : null;
}
