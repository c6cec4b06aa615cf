/** /register/controls: the register's controls library (issue 29). */
import { ControlsScreen } from "@/features/register/components/controls_screen.tsx";

/** The controls library route. */
export function RegisterControlsRoute() {
  return <ControlsScreen />;
}
