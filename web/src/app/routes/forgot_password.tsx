/** /forgot-password when signed out: the four-step password reset. */
import { ForgotPasswordScreen } from "@/features/auth/components/forgot_password_screen.tsx";

/** The forgot-password route. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
