/**
 * Source Management's sync and delete calls with their toasts (spec part 2 §8). Deletes go
 * through a confirmation first (see ConfirmDialog); these run once confirmed.
 */
import { useState } from "react";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useDeleteJurisdiction } from "../api/delete_jurisdiction.ts";
import { useDeleteSource } from "../api/delete_source.ts";
import { type SyncTarget, useSync } from "../api/sync.ts";
import { TOASTS } from "../strings.ts";

/** A key naming what is syncing, so only its button shows it. */
export function syncKey(target: SyncTarget): string {
  return target.kind === "all" ? "all" : `${target.kind}:${target.id}`;
}

/** The calls, and which sync targets are running. */
export function useSourceActions() {
  const [syncing, setSyncing] = useState<ReadonlySet<string>>(new Set());
  const syncCall = useSync();
  const deleteJurisdictionCall = useDeleteJurisdiction();
  const deleteSourceCall = useDeleteSource();

  async function sync(target: SyncTarget) {
    const key = syncKey(target);
    setSyncing((s) => new Set([...s, key]));
    try {
      const message = await syncCall.mutateAsync(target);
      // A source syncs at once and answers a summary; the others only start (the workers sync).
      if (target.kind === "all") toast(TOASTS.syncStarted);
      else if (target.kind === "jurisdiction") {
        toast({ title: TOASTS.syncStarted.title, description: message });
      } else toast({ title: TOASTS.syncDone, description: message });
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
