/**
 * Starting a sync, as the cron and the sync routes do: take the sync lease (one sync at a time
 * across every instance), choose the sources of the scope, sync them (sync.ts), release the
 * lease, then analyse the new updates. The offline rules (about 0.1 ms an update) analyse inside
 * the sync, before the insert, so that each row is written once; a slow analyser (Gemini) runs
 * after the sync, outside the lease. Background work is tracked so that it never ends in an
 * unhandled rejection and tests can await it (whenIdle).
 */
import { readLegislativeTerms } from "../../db/queries/legislative_terms.ts";
import { listSourcesToSync, type SyncScope } from "../../db/queries/sources.ts";
import type { Analyser } from "../ai/analyser.ts";
import { OFFLINE_ANALYSER_NAME } from "../ai/offline.ts";
import { DEFAULT_MAX_ITEMS } from "../ai/runner/analyse_pending.ts";
import { runAnalysis } from "../ai/runner/run_analysis.ts";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import { type SyncContext, syncSources, type SyncSummary } from "./sync.ts";
import { claimLease } from "./sync_lock.ts";

export type { SyncScope } from "../../db/queries/sources.ts";
export type { SyncSummary } from "./sync.ts";

/** global_settings key of the sync lease. */
export const SYNC_LEASE_KEY = "feed_sync_lease";

/** What starting a sync needs. */
export interface SyncDeps extends Omit<SyncContext, "globalTerms" | "signal" | "inlineAnalyser"> {
  analyser: Analyser;
}

/** A sync that was started. */
export interface StartedSync {
  /** Resolves when the sources are synced (the lease is then released). */
  summary: Promise<SyncSummary>;
  /** Resolves when the new updates are analysed too. Never rejects: failures are logged. */
  finished: Promise<void>;
}

const inFlight = new Set<Promise<void>>();

/** Resolves once every sync and analysis started by this process has finished. */
export async function whenIdle(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Tracks background work: logged instead of rejecting, awaited by whenIdle. */
export function track(name: string, work: Promise<unknown>): Promise<void> {
  const settled = work.then(
    () => {},
    (error) => console.error(`feeds/sync_runner: ${name} failed:`, error),
  );
  inFlight.add(settled);
  void settled.finally(() => inFlight.delete(settled));
  return settled;
}

/**
 * Starts a sync of `scope`, or answers null when one is already running (here or on another
 * instance). The cron's "due" scope honours syncFrequency and backoff; the others (manual
 * syncs) ignore both.
 */
export async function startSync(deps: SyncDeps, scope: SyncScope): Promise<StartedSync | null> {
  const lease = await claimLease(deps.db, SYNC_LEASE_KEY, {
    description: "Held by the instance syncing RSS sources; expires unless renewed.",
  });
  if (!lease) return null;
  const summary = (async () => {
    try {
      const globalTerms = await readLegislativeTerms(deps.db) ?? DEFAULT_LEGISLATIVE_TERMS;
      const sources = await listSourcesToSync(deps.db, scope, deps.now());
      return await syncSources(sources, {
        ...deps,
        globalTerms,
        signal: lease.signal,
        inlineAnalyser: deps.analyser.name === OFFLINE_ANALYSER_NAME ? deps.analyser : undefined,
      });
    } finally {
      await lease.release();
    }
  })();
  const finished = track(
    `sync (${scope.kind})`,
    summary.then((result) =>
      result.itemsInserted > 0
        ? runAnalysis(deps.db, deps.analyser, {
          includeFailed: false,
          // Every new update, however many the sync brought.
          maxItems: Math.max(DEFAULT_MAX_ITEMS, result.itemsInserted),
        })
        : null
    ),
  );
  return { summary, finished };
}

/** The cron's job: sync the due sources, then analyse what is waiting, failures included. */
export async function runScheduledSync(deps: SyncDeps): Promise<SyncSummary | null> {
  const started = await startSync(deps, { kind: "due" });
  if (started) await started.finished;
  await track("analysis", runAnalysis(deps.db, deps.analyser, { includeFailed: true }));
  // A failed sync was logged by track already.
  return started ? await started.summary.catch(() => null) : null;
}
