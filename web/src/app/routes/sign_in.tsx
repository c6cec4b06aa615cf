/** / and /auth when signed out: the sign-in screen. */
import { SignInScreen } from "@/features/auth/components/sign_in_screen.tsx";

/** The sign-in route. */
export function SignInRoute() {
  return <SignInScreen />;
}
