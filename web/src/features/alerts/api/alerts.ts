/**
 * GET /api/alerts: the signed-in user's alert rules. The Alerts screen lists them; every change
 * of an alert (save, switch, delete, new secret) loads them again.
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";

/** Query key of the alerts; the deliveries of one alert are keyed below it. */
export const ALERTS_KEY = ["/api/alerts"] as const;

/** The user's alerts. */
export function useAlerts() {
  return useQuery({ queryKey: ALERTS_KEY, queryFn: routeQueryFn("GET /api/alerts") });
}

/** Marks the alerts (and each one's deliveries) stale after a change. */
export function invalidateAlerts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
}
