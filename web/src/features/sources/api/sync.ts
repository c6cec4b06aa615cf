/**
 * The sync buttons (spec part 2 §7): POST /api/rss-sources/sync and /api/jurisdictions/{id}/sync
 * mark the sources due and answer 202 at once (the workers sync them); /api/rss-sources/{id}/sync
 * syncs that source at once and answers a summary message, or 202 when a worker is syncing it
 * already.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api_request.ts";
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

/** The server's answer to a sync call. */
export interface SyncAnswer {
  message: string;
  /** True when the sync goes on in the background (a 202): the sources change later. */
  running: boolean;
}

/** Starts the sync; answers the server's message and whether the sync still runs. */
export async function startSync(target: SyncTarget): Promise<SyncAnswer> {
  const res = await apiRequest("POST", syncUrl(target));
  // Every sync call answers at least {message} (the one source's adds what it found).
  const { message } = await readJson("POST /api/rss-sources/sync", res);
  return { message, running: res.status === 202 };
}

/** Mutation; success refetches the sources (their sync state) and the updates lists. */
export function useSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSync,
    onSuccess: () => invalidateAfterSync(queryClient),
  });
}
