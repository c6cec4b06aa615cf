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
import { sleep } from "../sleep.ts";
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

/** Waits for a free slot of the source's host; null when told to stop first. */
async function takeHostSlot(
  ctx: QueueSyncContext,
  url: string,
  options: QueueOptions,
): Promise<HostSlot | null> {
  const host = hostKey(url);
  const perHost = options.perHost ?? PER_HOST_FETCHES;
  const stopped = AbortSignal.any([options.stop, options.abort].filter((s) => s !== undefined));
  let ensured = false;
  while (!stopped.aborted) {
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
    await sleep(50 + Math.random() * 100, stopped);
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
 * flight, and answers what this worker did. Sources are claimed `concurrency` at a time, the next
 * batch as soon as the last one has all started, so that a worker holds at most about twice its
 * concurrency and makes one claim per batch rather than per source. Never rejects for a source's
 * failure.
 */
export async function drainSyncQueue(
  ctx: QueueSyncContext,
  options: QueueOptions,
): Promise<SyncSummary> {
  const summary = emptySummary();
  const concurrency = Math.max(1, options.concurrency);
  const inFlight = new Set<Promise<void>>();
  const waiting: SourceToSync[] = [];
  let exhausted = false;
  const start = (source: SourceToSync) => {
    const run: Promise<void> = syncClaimed(source, ctx, options)
      .then((outcome) => addOutcome(summary, source, outcome))
      .catch((error) => console.error("feeds/sync_queue_loop: a sync failed:", error))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  };
  while (true) {
    const stopping = options.stop?.aborted || options.abort?.aborted;
    if (stopping && waiting.length > 0) {
      // Claimed but not started: another worker can have them now.
      await releaseSources(ctx.db, options.holder, waiting.splice(0).map((s) => s.id));
    }
    if (!stopping && !exhausted && waiting.length === 0 && inFlight.size < concurrency) {
      const claimed = await claimDueSources(ctx.db, options, {
        limit: concurrency,
        now: ctx.now(),
      });
      // Fewer than asked: nothing else is due and unclaimed right now.
      if (claimed.length < concurrency) exhausted = true;
      waiting.push(...claimed);
    }
    while (inFlight.size < concurrency && waiting.length > 0) start(waiting.shift()!);
    if (inFlight.size === 0 && waiting.length === 0) break;
    await Promise.race(inFlight);
    // All done: look once more, as sources may have become due (a manual sync) meanwhile.
    if (inFlight.size === 0) exhausted = false;
  }
  return summary;
}
