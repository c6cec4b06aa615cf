/**
 * Deno Deploy requires Deno.cron at module top level, before the server has opened its
 * database; so the cron handlers (workers/cron.ts) read what they need from `serverRuntime`, a
 * slot api/main.ts fills ONCE when the server is ready and ends when it stops: never replaced,
 * never read before or after (ADR 0098). The jobs themselves take the
 * runtime as an argument (workers/jobs.ts), so tests pass their own.
 */
import type { Db } from "../db/client.ts";
import type { Analyser } from "./ai/analyser.ts";
import type { AlertRunner } from "./alerts/alert_runner.ts";
import type { SyncService } from "./feeds/sync_service.ts";
import type { Settings } from "./settings.ts";

/** What the scheduled jobs work with. */
export interface WorkerRuntime {
  readonly db: Db;
  readonly analyser: Analyser;
  readonly now: () => Date;
  readonly settings: Settings;
  /** The process's sync service, shared with the app and the loop. */
  readonly sync: SyncService;
  /** The process's alert runner, shared with the app's routes (ADR 0118). */
  readonly alerts: AlertRunner;
}

/** A runtime set at most once and ended at most once: empty → set → ended. */
export class RuntimeSlot {
  #runtime: WorkerRuntime | null = null;
  #used = false;

  /** Fills the slot; a second call (another server in this process) is a bug, so it throws. */
  set(runtime: WorkerRuntime): void {
    if (this.#used) throw new Error("workers/runtime: the runtime is set once per process");
    this.#used = true;
    this.#runtime = Object.freeze({ ...runtime });
  }

  /** Ends the slot for good (the server stops): ticks from now on do nothing. */
  end(): void {
    this.#used = true;
    this.#runtime = null;
  }

  /** The runtime while the server runs; null before it is ready and after it stopped. */
  get current(): WorkerRuntime | null {
    return this.#runtime;
  }
}

/** The slot of this process's server, read by the crons. */
export const serverRuntime = new RuntimeSlot();
