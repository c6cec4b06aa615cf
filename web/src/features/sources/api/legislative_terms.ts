/** GET and POST /api/legislative-terms: the global filter terms (spec part 2 §7, §9). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LegislativeTermsResponse } from "@api/schemas/sources.ts";
import { routeQueryFn, sendJson } from "@/lib/api_request.ts";

export const LEGISLATIVE_TERMS_KEY = ["/api/legislative-terms"] as const;

/** The terms (the 24 defaults until some are saved). */
export function useLegislativeTerms() {
  return useQuery({
    queryKey: LEGISLATIVE_TERMS_KEY,
    queryFn: routeQueryFn("GET /api/legislative-terms"),
  });
}

/** Saves the terms; answers them as stored (trimmed, de-duplicated). */
export function saveLegislativeTerms(terms: string[]): Promise<LegislativeTermsResponse> {
  return sendJson("POST /api/legislative-terms", "/api/legislative-terms", { terms });
}

/** Mutation; success puts the stored terms in the cache. */
export function useSaveLegislativeTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLegislativeTerms,
    onSuccess: (data) => queryClient.setQueryData(LEGISLATIVE_TERMS_KEY, data),
  });
}
