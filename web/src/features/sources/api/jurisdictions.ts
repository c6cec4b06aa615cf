/** GET /api/jurisdictions as an admin sees it: settings and RSS sources of each (spec §7). */
import { useQuery } from "@tanstack/react-query";
import type { JurisdictionView } from "../../../../../api/schemas/sources.ts";

/** Shared with the portal's dropdowns (same key, same cache entry). */
export const JURISDICTIONS_KEY = ["/api/jurisdictions"] as const;

/** Every jurisdiction with its sources, by name. */
export function useJurisdictions() {
  return useQuery<JurisdictionView[]>({ queryKey: JURISDICTIONS_KEY });
}
