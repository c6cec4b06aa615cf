/**
 * Source Management's sync and delete calls with their toasts (spec part 2 §8). Deletes go
 * through a confirmation first (see ConfirmDialog); these run once confirmed.
 */
import { useState } from "react";
import type { JurisdictionView } from "@api/schemas/sources.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useDeleteJurisdiction } from "../api/delete_jurisdiction.ts";
import { useDeleteSource } from "../api/delete_source.ts";
import { type SyncTarget, useSync } from "../api/sync.ts";
import { TOASTS } from "../strings.ts";
import { syncBaseline, useSyncFollowUp } from "./sync_follow_up.ts";

/** A key naming what is syncing, so only its button shows it. */
export function syncKey(target: SyncTarget): string {
  return target.kind === "all" ? "all" : `${target.kind}:${target.id}`;
}

/**
 * The calls, and which sync targets are running. `jurisdictions` is the admin's view of them
 * (with every source's last sync), for following syncs that run in the background.
 */
export function useSourceActions(jurisdictions: readonly JurisdictionView[]) {
  const [syncing, setSyncing] = useState<ReadonlySet<string>>(new Set());
  const syncCall = useSync();
  const deleteJurisdictionCall = useDeleteJurisdiction();
  const deleteSourceCall = useDeleteSource();
  const follow = useSyncFollowUp(jurisdictions);

  async function sync(target: SyncTarget) {
    const key = syncKey(target);
    const baseline = syncBaseline(target, jurisdictions);
    setSyncing((s) => new Set([...s, key]));
    try {
      const { message, running } = await syncCall.mutateAsync(target);
      // A source syncs at once and answers a summary, unless a worker is syncing it already;
      // the other calls only start a sync (the workers do it), or find nothing to sync.
      const done = target.kind === "source" && !running;
      toast({ title: done ? TOASTS.syncDone : TOASTS.syncStarted, description: message });
      if (running) follow(baseline);
    } catch (error) {
      toastError(TOASTS.syncFailed.title, error, TOASTS.syncFailed.fallback);
    } finally {
      setSyncing((s) => new Set([...s].filter((k) => k !== key)));
    }
  }

  async function deleteJurisdiction(id: number) {
    try {
      await deleteJurisdictionCall.mutateAsync(id);
      toast({ title: TOASTS.jurisdictionDeleted });
    } catch (error) {
      toastError(TOASTS.deleteFailed, error, TOASTS.deleteJurisdictionFailed);
    }
  }

  async function deleteSource(id: number) {
    try {
      await deleteSourceCall.mutateAsync(id);
      toast({ title: TOASTS.sourceDeleted });
    } catch (error) {
      toastError(TOASTS.deleteFailed, error, TOASTS.deleteSourceFailed);
    }
  }

  return { syncing, sync, deleteJurisdiction, deleteSource };
}
