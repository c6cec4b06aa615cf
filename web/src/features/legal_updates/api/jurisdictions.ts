/** GET /api/jurisdictions: the jurisdictions, for the Jurisdiction checklist. */
import { useQuery } from "@tanstack/react-query";

/** One jurisdiction as the public list answers it. */
export interface JurisdictionOption {
  id: number;
  name: string;
  description?: string | null;
}

/** Query key of the jurisdiction list. */
export const JURISDICTIONS_KEY = ["/api/jurisdictions"] as const;

/** The jurisdictions (stale after 60 s, spec part 1 §9). */
export function useJurisdictions() {
  return useQuery<JurisdictionOption[]>({ queryKey: JURISDICTIONS_KEY, staleTime: 60_000 });
}
