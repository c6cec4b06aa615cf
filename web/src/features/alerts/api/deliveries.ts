/** GET /api/alerts/{id}/deliveries: what an alert sent, is sending, or gave up on. */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";
import { ALERTS_KEY } from "./alerts.ts";

/** While the history is open it is loaded again every so often: deliveries go out meanwhile. */
export const DELIVERIES_REFRESH_MS = 5_000;

/** The deliveries of alert `id`, loaded while `enabled`. */
export function useDeliveries(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [ALERTS_KEY[0], id, "deliveries"],
    queryFn: routeQueryFn("GET /api/alerts/:id{[0-9]+}/deliveries"),
    enabled,
    refetchInterval: enabled ? DELIVERIES_REFRESH_MS : false,
    staleTime: 0,
  });
}
