/** POST /api/legal-updates/manual: an update typed in by an admin (spec part 2 §5, §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import { invalidateReviewData } from "./invalidate.ts";

/** The manual update form's payload. */
export interface ManualUpdateRequest {
  title: string;
  sourceUrl: string;
  jurisdictionId: number;
  aiCategory: string;
  source: string;
}

/** Sends the form; answers the server's JSON (the created update and a message). */
export async function createManualUpdate(body: ManualUpdateRequest): Promise<unknown> {
  const res = await apiRequest("POST", "/api/legal-updates/manual", body);
  return await res.json();
}

/** Mutation; success refreshes the portal's list and counts. */
export function useCreateManualUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualUpdate,
    onSuccess: () => invalidateReviewData(queryClient),
  });
}
