/** /register/horizon: "What's coming", the register's horizon (issue 29). */
import { HorizonScreen } from "@/features/register/components/horizon_screen.tsx";

/** The horizon route. */
export function RegisterHorizonRoute() {
  return <HorizonScreen />;
}
