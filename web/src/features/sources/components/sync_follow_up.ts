/**
 * Following a sync that runs in the background (ADR 0192). A sync call that answers 202 leaves
 * the sources to the workers, so Source Management would show their old badges and "Last sync"
 * until something refetched the lists. Instead the page notes, when the button is pressed, the
 * last sync of every source the call covers, and refetches the lists every
 * {@link SYNC_FOLLOW_UP_MS} until each of them has a newer one (success or error alike), or for
 * {@link SYNC_FOLLOW_UP_LIMIT_MS} at most (no worker may be running).
 */
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { JurisdictionSourceView, JurisdictionView } from "@api/schemas/sources.ts";
import { invalidateAfterSync, invalidateSources } from "@/lib/queries/invalidate.ts";
import type { SyncTarget } from "../api/sync.ts";

/** How often the lists are refetched while a background sync is followed. */
export const SYNC_FOLLOW_UP_MS = 2_000;

/** How long a background sync is followed at most. */
export const SYNC_FOLLOW_UP_LIMIT_MS = 120_000;

/** Each covered source's last sync (ISO, or null when never) when the sync was asked for. */
export type SyncBaseline = ReadonlyMap<number, string | null>;

/** The last sync of each source of `jurisdictions` that `keep` keeps, by source id. */
function lastSyncs(
  jurisdictions: readonly JurisdictionView[],
  keep: (jurisdiction: JurisdictionView, source: JurisdictionSourceView) => boolean,
): Map<number, string | null> {
  const found = new Map<number, string | null>();
  for (const jurisdiction of jurisdictions) {
    for (const source of jurisdiction.rssSources) {
      if (keep(jurisdiction, source)) found.set(source.id, source.lastSync);
    }
  }
  return found;
}

/**
 * The baseline of `target` over the admin's jurisdictions (each lists all its sources, the
 * specialist ones too): the sources a sync of it reads, which are the active sources of active
 * jurisdictions (the queue's rule, db/queries/sync_queue.ts).
 */
export function syncBaseline(
  target: SyncTarget,
  jurisdictions: readonly JurisdictionView[],
): SyncBaseline {
  return lastSyncs(
    jurisdictions,
    (jurisdiction, source) =>
      jurisdiction.isActive && source.isActive &&
      (target.kind === "all" ||
        (target.kind === "jurisdiction" ? jurisdiction.id : source.id) === target.id),
  );
}

/**
 * True when every source of `baseline` was synced since (its last sync moved) or is gone
 * from `jurisdictions` (deleted, or no longer listed).
 */
export function syncSettled(
  baseline: SyncBaseline,
  jurisdictions: readonly JurisdictionView[],
): boolean {
  const now = lastSyncs(jurisdictions, () => true);
  for (const [id, before] of baseline) {
    if (now.has(id) && now.get(id) === before) return false;
  }
  return true;
}

/** A background sync being followed: its sources' last syncs before, and until when. */
interface FollowedSync {
  baseline: SyncBaseline;
  until: number;
}

/** Drops the followed syncs that `done` says are over; the same array when none is. */
function without(
  followed: readonly FollowedSync[],
  done: (sync: FollowedSync) => boolean,
): readonly FollowedSync[] {
  const left = followed.filter((sync) => !done(sync));
  return left.length === followed.length ? followed : left;
}

/**
 * Refetches the source lists while a background sync runs, and every list of updates once one
 * ended. Answers the function that starts following one, given its baseline.
 */
export function useSyncFollowUp(jurisdictions: readonly JurisdictionView[]) {
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState<readonly FollowedSync[]>([]);
  const following = followed.length > 0;

  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => {
      setFollowed((f) => without(f, (sync) => sync.until <= Date.now()));
      void invalidateSources(queryClient);
    }, SYNC_FOLLOW_UP_MS);
    return () => clearInterval(timer);
  }, [following, queryClient]);

  useEffect(() => {
    const settled = (sync: FollowedSync) => syncSettled(sync.baseline, jurisdictions);
    if (!followed.some(settled)) return;
    setFollowed((f) => without(f, settled));
    // What the workers found is in the updates lists now too.
    void invalidateAfterSync(queryClient);
  }, [followed, jurisdictions, queryClient]);

  return (baseline: SyncBaseline) =>
    setFollowed((f) => [...f, { baseline, until: Date.now() + SYNC_FOLLOW_UP_LIMIT_MS }]);
}
