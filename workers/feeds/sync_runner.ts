/**
 * The sync as the server, the cron and the workers start it, over the queue: a round drains the
 * due sources (sync_queue_loop.ts) and then analyses the new updates. Within a process one round
 * runs at a time per database; asking for another while it runs makes it drain once more, so a
 * source marked due meanwhile is not missed. The offline rules (about 0.1 ms an update) analyse
 * inside the sync, before the insert, so that each row is written once; a slow analyser (Gemini)
 * runs after. Background work is tracked so that it never ends in an unhandled rejection and
 * tests can await it (whenIdle).
 */
import type { Db } from "../../db/client.ts";
import { readLegislativeTerms } from "../../db/queries/legislative_terms.ts";
import { claimSource, isSourceClaimed } from "../../db/queries/sync_queue.ts";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import type { Analyser } from "../ai/analyser.ts";
import { OFFLINE_ANALYSER_NAME } from "../ai/offline.ts";
import { DEFAULT_MAX_ITEMS } from "../ai/runner/analyse_pending.ts";
import { runAnalysis } from "../ai/runner/run_analysis.ts";
import { addCounts, addOutcome, emptySummary, type SyncContext, type SyncSummary } from "./sync.ts";
import {
  DEFAULT_CLAIM_MS,
  DEFAULT_SYNC_CONCURRENCY,
  drainSyncQueue,
  PROCESS_WORKER_ID,
  type QueueOptions,
  type QueueSyncContext,
  syncClaimed,
} from "./sync_queue_loop.ts";

export type { SyncSummary } from "./sync.ts";

/** What starting a sync needs. */
export interface SyncDeps
  extends Omit<SyncContext, "globalTerms" | "signal" | "inlineAnalyser" | "holder"> {
  analyser: Analyser;
  /** This worker's part in the queue; defaults: this process's id, 4 at once, 5-minute claims. */
  queue?: Partial<QueueOptions>;
}

const inFlight = new Set<Promise<void>>();

/** Resolves once every sync and analysis started in the background by this process is done. */
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

function queueOptions(deps: SyncDeps): QueueOptions {
  const given = deps.queue ?? {};
  return {
    ...given,
    holder: given.holder ?? PROCESS_WORKER_ID,
    concurrency: given.concurrency ?? DEFAULT_SYNC_CONCURRENCY,
    claimMs: given.claimMs ?? DEFAULT_CLAIM_MS,
  };
}

async function contextOf(deps: SyncDeps): Promise<QueueSyncContext> {
  return {
    ...deps,
    globalTerms: await readLegislativeTerms(deps.db) ?? DEFAULT_LEGISLATIVE_TERMS,
    inlineAnalyser: deps.analyser.name === OFFLINE_ANALYSER_NAME ? deps.analyser : undefined,
  };
}

/**
 * Analyses the updates a sync brought or revised, unless the sync analysed them inline already.
 */
function analyseNew(deps: SyncDeps, summary: SyncSummary): Promise<unknown> {
  const waiting = summary.itemsInserted + summary.itemsRevised;
  if (waiting === 0) return Promise.resolve();
  return runAnalysis(deps.db, deps.analyser, {
    includeFailed: false,
    // Every new or revised update, however many the sync brought.
    maxItems: Math.max(DEFAULT_MAX_ITEMS, waiting),
  });
}

interface Round {
  promise: Promise<SyncSummary>;
  again: boolean;
  /** Aborted when any caller of the round says stop (or abort): a joiner's SIGTERM counts. */
  stop: AbortController;
  abort: AbortController;
}

const rounds = new WeakMap<Db, Round>();

/** Makes `deps`' stop and abort signals stop `round` too. */
function follow(round: Round, deps: SyncDeps): void {
  const link = (signal: AbortSignal | undefined, target: AbortController) => {
    if (signal?.aborted) target.abort();
    else signal?.addEventListener("abort", () => target.abort(), { once: true });
  };
  link(deps.queue?.stop, round.stop);
  link(deps.queue?.abort, round.abort);
}

/**
 * Drains the due sources in this process (joining the round already running here, which then
 * drains once more), then analyses what it brought. Answers what the round synced.
 */
export function runSyncRound(deps: SyncDeps): Promise<SyncSummary> {
  const current = rounds.get(deps.db);
  if (current) {
    current.again = true;
    follow(current, deps);
    return current.promise;
  }
  const round: Round = {
    promise: Promise.resolve(emptySummary()),
    again: false,
    stop: new AbortController(),
    abort: new AbortController(),
  };
  follow(round, deps);
  round.promise = (async () => {
    const ctx = await contextOf(deps);
    const options = { ...queueOptions(deps), stop: round.stop.signal, abort: round.abort.signal };
    const total = emptySummary();
    do {
      round.again = false;
      mergeInto(total, await drainSyncQueue(ctx, options));
    } while (round.again && !round.stop.signal.aborted);
    await analyseNew(deps, total);
    return total;
  })().finally(() => rounds.delete(deps.db));
  rounds.set(deps.db, round);
  return round.promise;
}

function mergeInto(total: SyncSummary, part: SyncSummary): void {
  total.sourcesSynced += part.sourcesSynced;
  addCounts(total, part);
  total.errors.push(...part.errors);
  total.errors.sort((a, b) => a.sourceId - b.sourceId);
}

/** Starts a round in the background (a manual sync's sources were just marked due). */
export function requestSyncRound(deps: SyncDeps): void {
  void track("sync round", runSyncRound(deps));
}

/** A per-source sync that was started. */
export interface StartedSourceSync {
  /** Resolves when the source is synced and its claim released. */
  summary: Promise<SyncSummary>;
  /** Resolves when its new updates are analysed too. Never rejects: failures are logged. */
  finished: Promise<void>;
}

/**
 * Claims and syncs one source now, due or not (the per-source button). Answers null when a
 * worker is syncing it already; an inactive source is synced by nobody (an empty summary).
 */
export async function syncSourceNow(deps: SyncDeps, id: number): Promise<StartedSourceSync | null> {
  const options = queueOptions(deps);
  const source = await claimSource(deps.db, options, id);
  if (!source) {
    if (await isSourceClaimed(deps.db, id)) return null;
    const empty = Promise.resolve(emptySummary());
    return { summary: empty, finished: Promise.resolve() };
  }
  const summary = (async () => {
    const result = emptySummary();
    addOutcome(result, source, await syncClaimed(source, await contextOf(deps), options));
    return result;
  })();
  const finished = track("source sync", summary.then((result) => analyseNew(deps, result)));
  return { summary, finished };
}

/**
 * The cron's job: drain the due sources (within the tick's budget, through `deps.queue.stop`),
 * then analyse what is waiting, failures included.
 */
export async function runScheduledSync(deps: SyncDeps): Promise<SyncSummary> {
  const summary = await runSyncRound(deps);
  await track("analysis", runAnalysis(deps.db, deps.analyser, { includeFailed: true }));
  return summary;
}
