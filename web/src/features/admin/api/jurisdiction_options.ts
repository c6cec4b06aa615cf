/** GET /api/jurisdictions for the portal's dropdowns (the manual update and edit dialogs). */
import { useQuery } from "@tanstack/react-query";

/** What a dropdown needs of a jurisdiction. */
export interface JurisdictionOption {
  id: number;
  name: string;
}

/** The same key as Source Management's list, so both share one cache entry. */
export const JURISDICTIONS_KEY = ["/api/jurisdictions"] as const;

/** Every jurisdiction, by name. */
export function useJurisdictionOptions() {
  return useQuery<JurisdictionOption[]>({ queryKey: JURISDICTIONS_KEY });
}
