/**
 * The sync as the server, the cron and the workers start it, over the queue: a round drains the
 * due sources (sync_queue_loop.ts) and then analyses the new updates. A SyncService is made once
 * per process and database by its entry point (api/main.ts, scripts/worker.ts; tests through
 * createTestApp or their own) and passed on to the app, the loop and the crons, so that all of
 * them share its state (ADR 0106): one round at a time; asking for another while it
 * runs makes it drain once more, so a source marked due meanwhile is not missed. The offline
 * rules (about 0.1 ms an update) analyse inside the sync, before the insert, so that each row is
 * written once; a slow analyser (Gemini) runs after. Background work is tracked so that it never
 * ends in an unhandled rejection and can be awaited (whenIdle) or cut short (stop).
 */
import { readLegislativeTerms } from "../../db/queries/legislative_terms.ts";
import { claimSource, isSourceClaimed } from "../../db/queries/sync_queue.ts";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import type { Analyser } from "../ai/analyser.ts";
import { OFFLINE_ANALYSER_NAME } from "../ai/offline.ts";
import { DEFAULT_MAX_ITEMS } from "../ai/runner/analyse_pending.ts";
import { runAnalysis } from "../ai/runner/run_analysis.ts";
import { type PushedDocument, sourceOfPush } from "./push/receive.ts";
import {
  addOutcome,
  addSummary,
  emptySummary,
  ingestDocument,
  type SyncContext,
  type SyncSummary,
} from "./sync.ts";
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

/** What a sync service needs: its database, analyser and clock, and its part in the queue. */
export interface SyncDeps
  extends Omit<SyncContext, "globalTerms" | "signal" | "analyseOffline" | "holder"> {
  analyser: Analyser;
  /** This worker's part in the queue; defaults: this process's id, 4 at once, 5-minute claims. */
  queue?: Partial<Omit<QueueOptions, "stop" | "abort">>;
}

/**
 * What a caller of a round adds: stop claiming (SIGTERM, a cron tick's budget spent), abort the
 * syncs in flight (the grace period is over).
 */
export type RoundSignals = Pick<QueueOptions, "stop" | "abort">;

/** A per-source sync that was started. */
export interface StartedSourceSync {
  /** Resolves when the source is synced and its claim released. */
  summary: Promise<SyncSummary>;
  /** Resolves when its new updates are analysed too. Never rejects: failures are logged. */
  finished: Promise<void>;
}

interface Round {
  promise: Promise<SyncSummary>;
  again: boolean;
  /** Aborted when any caller of the round says stop (or abort): a joiner's SIGTERM counts. */
  stop: AbortController;
  abort: AbortController;
  /** Aborted when the round ends: unhooks it from its callers' signals, which outlive it. */
  ended: AbortController;
}

/** Makes `signals` stop and abort `round` too, until it ends. */
function follow(round: Round, signals: RoundSignals): void {
  const link = (signal: AbortSignal | undefined, target: AbortController) => {
    if (signal?.aborted) target.abort();
    else {
      signal?.addEventListener("abort", () => target.abort(), {
        once: true,
        signal: round.ended.signal,
      });
    }
  };
  link(signals.stop, round.stop);
  link(signals.abort, round.abort);
}

/** The sync of one database in this process: its rounds, per-source syncs and background work. */
export class SyncService {
  readonly #deps: SyncDeps;
  readonly #queue: QueueOptions;
  readonly #inFlight = new Set<Promise<void>>();
  /** Aborted by stop(): claiming, fetches and analyses end, and nothing new starts. */
  readonly #stopped = new AbortController();
  #round: Round | null = null;

  constructor(deps: SyncDeps) {
    this.#deps = deps;
    const given = deps.queue ?? {};
    this.#queue = {
      ...given,
      holder: given.holder ?? PROCESS_WORKER_ID,
      concurrency: given.concurrency ?? DEFAULT_SYNC_CONCURRENCY,
      claimMs: given.claimMs ?? DEFAULT_CLAIM_MS,
    };
  }

  /**
   * Drains the due sources (joining the round already running, which then drains once more),
   * then analyses what it brought. Answers what the round synced; after stop(), nothing.
   */
  runRound(signals: RoundSignals = {}): Promise<SyncSummary> {
    if (this.#stopped.signal.aborted) return Promise.resolve(emptySummary());
    const current = this.#round;
    if (current) {
      current.again = true;
      follow(current, signals);
      return current.promise;
    }
    const round: Round = {
      promise: Promise.resolve(emptySummary()),
      again: false,
      stop: new AbortController(),
      abort: new AbortController(),
      ended: new AbortController(),
    };
    follow(round, signals);
    round.promise = (async () => {
      const ctx = await this.#context();
      const options = { ...this.#queue, stop: round.stop.signal, abort: round.abort.signal };
      const total = emptySummary();
      do {
        round.again = false;
        addSummary(total, await drainSyncQueue(ctx, options));
      } while (round.again && !round.stop.signal.aborted);
      await this.#analyseNew(total);
      return total;
    })().finally(() => {
      this.#round = null;
      round.ended.abort();
    });
    this.#round = round;
    return round.promise;
  }

  /** Starts a round in the background (a manual sync's sources were just marked due). */
  requestRound(): void {
    void this.#track("sync round", this.runRound());
  }

  /**
   * Claims and syncs one source now, due or not (the per-source button). Answers null when a
   * worker is syncing it already; an inactive source is synced by nobody (an empty summary).
   */
  async syncSourceNow(id: number): Promise<StartedSourceSync | null> {
    const source = await claimSource(this.#deps.db, this.#queue, id);
    if (!source) {
      if (await isSourceClaimed(this.#deps.db, id)) return null;
      const empty = Promise.resolve(emptySummary());
      return { summary: empty, finished: Promise.resolve() };
    }
    const stopped = this.#stopped.signal;
    const summary = (async () => {
      const result = emptySummary();
      const options = { ...this.#queue, stop: stopped, abort: stopped };
      addOutcome(result, source, await syncClaimed(source, await this.#context(), options));
      return result;
    })();
    const finished = this.#track("source sync", summary.then((r) => this.#analyseNew(r)));
    return { summary, finished };
  }

  /**
   * Reads a document a hub pushed to subscription `id`, in the background (the callback answers
   * at once): dropped unless signed with its secret for a live subscription of an active source
   * (push/receive.ts); otherwise through the same steps as a fetched document (ingestDocument),
   * then analysed. Push does not touch the source's claim or schedule: a read running at the same
   * time inserts each link once all the same (the unique link key).
   */
  acceptPush(id: string, pushed: PushedDocument): void {
    if (this.#stopped.signal.aborted) return;
    const work = (async () => {
      const source = await sourceOfPush(this.#deps.db, id, pushed);
      if (!source) return;
      const ctx = { ...await this.#context(), signal: this.#stopped.signal };
      const doc = { body: pushed.body, url: source.url, contentType: pushed.contentType };
      const summary = emptySummary();
      try {
        const { counts } = await ingestDocument(source, { ...doc, at: ctx.now() }, ctx);
        addOutcome(summary, source, { ok: true, counts });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.warn(`feeds/push: dropped a push to source ${source.id}: ${message}`);
      }
      await this.#analyseNew(summary);
    })();
    void this.#track("push", work);
  }

  /**
   * The cron's job: drain the due sources (within the tick's budget, through `signals.stop`),
   * then analyse what is waiting, failures included.
   */
  async runScheduled(signals: RoundSignals = {}): Promise<SyncSummary> {
    const summary = await this.runRound(signals);
    const analysis = runAnalysis(this.#deps.db, this.#deps.analyser, {
      includeFailed: true,
      signal: this.#stopped.signal,
    });
    await this.#track("analysis", analysis);
    return summary;
  }

  /** Resolves once every sync and analysis this service started in the background is done. */
  async whenIdle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  /**
   * Stops for good (the process ends): the round in flight stops claiming and aborts its syncs,
   * whose claims are given back; resolves once it and the background work have ended.
   */
  async stop(): Promise<void> {
    this.#stopped.abort();
    const round = this.#round;
    if (round) {
      round.stop.abort();
      round.abort.abort();
      await round.promise.catch(() => {});
    }
    await this.whenIdle();
  }

  /** Tracks background work: logged instead of rejecting, awaited by whenIdle. */
  #track(name: string, work: Promise<unknown>): Promise<void> {
    const settled = work.then(
      () => {},
      (error) => console.error(`feeds/sync_service: ${name} failed:`, error),
    );
    this.#inFlight.add(settled);
    void settled.finally(() => this.#inFlight.delete(settled));
    return settled;
  }

  async #context(): Promise<QueueSyncContext> {
    const deps = this.#deps;
    return {
      ...deps,
      globalTerms: await readLegislativeTerms(deps.db) ?? DEFAULT_LEGISLATIVE_TERMS,
      analyseOffline: deps.analyser.name === OFFLINE_ANALYSER_NAME,
    };
  }

  /** Analyses the updates a sync brought or revised, unless the sync analysed them inline. */
  #analyseNew(summary: SyncSummary): Promise<unknown> {
    const waiting = summary.itemsInserted + summary.itemsRevised;
    if (waiting === 0) return Promise.resolve();
    return runAnalysis(this.#deps.db, this.#deps.analyser, {
      includeFailed: false,
      // Every new or revised update, however many the sync brought.
      maxItems: Math.max(DEFAULT_MAX_ITEMS, waiting),
      signal: this.#stopped.signal,
    });
  }
}
