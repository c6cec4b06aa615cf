/** /register: the Compliance Register (issue 29). */
import { RegisterScreen } from "@/features/register/components/register_screen.tsx";

/** The register route. */
export function RegisterRoute() {
  return <RegisterScreen />;
}
