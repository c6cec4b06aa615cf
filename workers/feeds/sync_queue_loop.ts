/**
 * One worker's share of the sync queue: claim due sources (db/queries/sync_queue.ts) up to this
 * process's concurrency, sync each one under one of its host's fetch slots (shared by every
 * process, db/queries/host_slots.ts), record the result (which releases the claim), and claim
 * again while sources are due. Any number of processes run this loop against one database; a
 * crashed one costs only its claims, which expire.
 */
import {
  claimHostSlot,
  ensureHostSlots,
  type HostSlot,
  releaseHostSlot,
} from "../../db/queries/host_slots.ts";
import type { SourceToSync } from "../../db/queries/sources.ts";
import { claimDueSources, type Claimer, releaseSources } from "../../db/queries/sync_queue.ts";
import { hostKey } from "./fetch/host_pool.ts";
import {
  addOutcome,
  emptySummary,
  type Outcome,
  type SyncContext,
  syncSource,
  type SyncSummary,
} from "./sync.ts";

/** Fetches of one host at once over every worker. */
export const PER_HOST_FETCHES = 2;
/** Sources one process syncs at once, unless SYNC_CONCURRENCY says otherwise. */
export const DEFAULT_SYNC_CONCURRENCY = 4;
/** How long a claim lasts, unless SYNC_CLAIM_SECONDS says otherwise: well above a sync's time. */
export const DEFAULT_CLAIM_MS = 5 * 60_000;

/** This process's worker id: what its claims are held under. */
export const PROCESS_WORKER_ID = `worker-${crypto.randomUUID()}`;

/** How one worker takes part in the queue. */
export interface QueueOptions extends Claimer {
  /** Sources synced at once by this process (SYNC_CONCURRENCY). */
  concurrency: number;
  /** Fetches of one host at once over every worker. Default {@link PER_HOST_FETCHES}. */
  perHost?: number;
  /** Stop claiming (SIGTERM, a cron tick's budget spent); what is held is finished. */
  stop?: AbortSignal;
  /** Abort the syncs in flight; their claims are given back, nothing is recorded. */
  abort?: AbortSignal;
}

/** What a sync of claimed sources needs: the sync's context without the per-run parts. */
export type QueueSyncContext = Omit<SyncContext, "signal" | "holder">;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}

/** Waits for a free slot of the source's host; null when told to stop first. */
async function takeHostSlot(
  ctx: QueueSyncContext,
  url: string,
  options: QueueOptions,
): Promise<HostSlot | null> {
  const host = hostKey(url);
  const perHost = options.perHost ?? PER_HOST_FETCHES;
  const signals = [options.stop, options.abort].filter((s) => s !== undefined);
  const stopped = signals.length ? AbortSignal.any(signals) : undefined;
  let ensured = false;
  while (!stopped?.aborted) {
    const slot = await claimHostSlot(ctx.db, host, {
      holder: options.holder,
      perHost,
      ttlMs: options.claimMs,
    });
    if (slot) return slot;
    // A host's slot rows are made on its first fetch (and again if the table was emptied).
    if (!ensured) {
      await ensureHostSlots(ctx.db, host, perHost);
      ensured = true;
      continue;
    }
    // Another worker's fetches of this host finish within a fetch's time: poll, jittered.
    await pause(50 + Math.random() * 100, stopped);
  }
  return null;
}

/**
 * Syncs one claimed source under a host slot and records it; gives the claim back when the
 * worker stops before the sync could finish.
 */
export async function syncClaimed(
  source: SourceToSync,
  ctx: QueueSyncContext,
  options: QueueOptions,
): Promise<Outcome> {
  const slot = await takeHostSlot(ctx, source.url, options);
  if (!slot) {
    await releaseSources(ctx.db, options.holder, [source.id]);
    return { ok: "aborted" };
  }
  try {
    const outcome = await syncSource(source, {
      ...ctx,
      holder: options.holder,
      signal: options.abort,
    });
    if (outcome.ok === "aborted") await releaseSources(ctx.db, options.holder, [source.id]);
    return outcome;
  } finally {
    await releaseHostSlot(ctx.db, slot).catch((error) =>
      console.error("feeds/sync_queue_loop: releasing a host slot failed:", error)
    );
  }
}

/**
 * Claims and syncs due sources until none is due (or `stop`), keeping up to `concurrency` in
 * flight, and answers what this worker did. Never rejects for a source's failure.
 */
export async function drainSyncQueue(
  ctx: QueueSyncContext,
  options: QueueOptions,
): Promise<SyncSummary> {
  const summary = emptySummary();
  const concurrency = Math.max(1, options.concurrency);
  const inFlight = new Set<Promise<void>>();
  let exhausted = false;
  while (true) {
    const free = concurrency - inFlight.size;
    if (free > 0 && !exhausted && !options.stop?.aborted && !options.abort?.aborted) {
      const claimed = await claimDueSources(ctx.db, options, { limit: free, now: ctx.now() });
      // Fewer than asked: nothing else is due and unclaimed right now.
      if (claimed.length < free) exhausted = true;
      for (const source of claimed) {
        const run: Promise<void> = syncClaimed(source, ctx, options)
          .then((outcome) => addOutcome(summary, source, outcome))
          .catch((error) => console.error("feeds/sync_queue_loop: a sync failed:", error))
          .finally(() => inFlight.delete(run));
        inFlight.add(run);
      }
    }
    if (inFlight.size === 0) break;
    await Promise.race(inFlight);
    // A finished sync frees a lane: other sources may have become claimable meanwhile.
    if (inFlight.size < concurrency) exhausted = exhausted && inFlight.size > 0;
  }
  return summary;
}
