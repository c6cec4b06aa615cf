/** GET /api/admin/analysis-quality: the analyser's record over a period (the Quality tab). */
import { useQuery } from "@tanstack/react-query";
import type { QualityPeriod } from "@api/schemas/analysis_quality.ts";
import { getJson } from "@/lib/api_request.ts";

export const ANALYSIS_QUALITY_URL = "/api/admin/analysis-quality";

/** The figures of `period`, loaded afresh each time the tab opens (reviews change them). */
export function useAnalysisQuality(period: QualityPeriod) {
  const params = new URLSearchParams({ from: period.from, to: period.to });
  return useQuery({
    queryKey: [ANALYSIS_QUALITY_URL, period.from, period.to],
    queryFn: ({ signal }) =>
      getJson("GET /api/admin/analysis-quality", `${ANALYSIS_QUALITY_URL}?${params}`, signal),
    staleTime: 0,
  });
}
