/**
 * GET /api/alerts: the signed-in user's alert rules. The Alerts screen lists them; every change
 * of an alert (save, switch, delete, new secret) loads them again.
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { AlertListResponse } from "@api/schemas/alerts.ts";

/** Query key of the alerts; the deliveries of one alert are keyed below it. */
export const ALERTS_KEY = ["/api/alerts"] as const;

/** The user's alerts. */
export function useAlerts() {
  return useQuery<AlertListResponse>({ queryKey: ALERTS_KEY });
}

/** Marks the alerts (and each one's deliveries) stale after a change. */
export function invalidateAlerts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
}
