/** /alerts: the signed-in user's alert rules, their deliveries and feeds (issue 13). */
import { AlertsScreen } from "@/features/alerts/components/alerts_screen.tsx";

/** The alerts route. */
export function AlertsRoute() {
  return <AlertsScreen />;
}
