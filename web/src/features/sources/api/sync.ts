/**
 * The sync buttons (spec part 2 §7): POST /api/rss-sources/sync and /api/jurisdictions/{id}/sync
 * mark the sources due and answer at once (the workers sync them); /api/rss-sources/{id}/sync
 * syncs that source at once and answers a summary message.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";
import { invalidateAfterSync } from "@/lib/queries/invalidate.ts";

/** What to sync. */
export type SyncTarget =
  | { kind: "all" }
  | { kind: "jurisdiction"; id: number }
  | { kind: "source"; id: number };

/** The call's URL for a target. */
export function syncUrl(target: SyncTarget): string {
  switch (target.kind) {
    case "all":
      return "/api/rss-sources/sync";
    case "jurisdiction":
      return `/api/jurisdictions/${target.id}/sync`;
    case "source":
      return `/api/rss-sources/${target.id}/sync`;
  }
}

/** Starts the sync; answers the server's message. */
export async function startSync(target: SyncTarget): Promise<string> {
  // Every sync call answers at least {message} (the one source's adds what it found).
  const { message } = await sendJson("POST /api/rss-sources/sync", syncUrl(target));
  return message;
}

/** Mutation; success refetches the sources (their sync state) and the updates lists. */
export function useSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSync,
    onSuccess: () => invalidateAfterSync(queryClient),
  });
}
