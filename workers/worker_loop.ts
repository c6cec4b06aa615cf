/**
 * The loop a worker process runs for as long as it runs (`deno task worker`, and the server
 * in-process unless WORKERS_IN_SERVER=false): drain the sync queue, analyse what is waiting,
 * sleep a little, again. Stopping (SIGTERM) stops claiming at once, lets the syncs in flight
 * finish for a grace period, then aborts the rest, whose claims are given back.
 */
import type { Db } from "../db/client.ts";
import type { Analyser } from "./ai/analyser.ts";
import { runAnalysis } from "./ai/runner/run_analysis.ts";
import type { SyncService } from "./feeds/sync_service.ts";
import type { Settings } from "./settings.ts";
import { sleep } from "./sleep.ts";

/** How often failed analyses are retried (as the 15-minute cron did). */
export const RETRY_FAILED_EVERY_MS = 15 * 60_000;
/** How long stopping waits for the syncs in flight before it aborts them. */
export const STOP_GRACE_MS = 6_000;

/** What the loop needs. */
export interface WorkerLoopDeps {
  db: Db;
  analyser: Analyser;
  /** The process's sync service, whose rounds the loop runs. */
  sync: SyncService;
  /** sync.pollMs: the sleep between rounds. */
  settings: Pick<Settings, "sync">;
}

/** A running loop. */
export interface WorkerLoop {
  /** Stops claiming, finishes or gives back what is held (within graceMs), then resolves. */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when the loop has ended. */
  finished: Promise<void>;
}

/** Starts the loop; it runs until stopped. */
export function startWorkerLoop(deps: WorkerLoopDeps): WorkerLoop {
  const stopping = new AbortController();
  const aborting = new AbortController();
  const finished = (async () => {
    let lastFailedRetry = -Infinity;
    while (!stopping.signal.aborted) {
      try {
        await deps.sync.runRound({ stop: stopping.signal, abort: aborting.signal });
        const retryFailed = performance.now() - lastFailedRetry >= RETRY_FAILED_EVERY_MS;
        if (retryFailed) lastFailedRetry = performance.now();
        await runAnalysis(deps.db, deps.analyser, {
          includeFailed: retryFailed,
          signal: stopping.signal,
        });
      } catch (error) {
        // A database outage: log, wait, try again; the claims held meanwhile expire.
        console.error("workers/worker_loop: a round failed:", error);
      }
      await sleep(deps.settings.sync.pollMs, stopping.signal);
    }
  })();
  return {
    finished,
    async stop(graceMs = STOP_GRACE_MS) {
      stopping.abort();
      const timer = setTimeout(() => aborting.abort(), graceMs);
      try {
        await finished;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
