/**
 * The alert engine of one process (ADR 0118): made once by the entry point
 * (api/main.ts, scripts/worker.ts; tests through createTestApp) and shared by whatever starts a
 * pass: a route right after its approving transaction has committed (kick), a NOTIFY from another
 * process (listen), and the one-minute tick, the safety net (run). One pass at a time: a kick
 * while a pass runs makes it run once more after it, so an approval committed after the pass took
 * the queue is not left for the next tick. A failing pass is logged, never thrown.
 */
import type { Db } from "../../db/client.ts";
import { type AlertWorkListener, listenForAlertWork } from "../../db/alert_signal.ts";
import type { Settings } from "../settings.ts";
import { sleep } from "../sleep.ts";
import { runAlerts } from "./run_alerts.ts";
import type { AlertSettings } from "./settings.ts";

/** How often a worker runs a pass unasked: as often as the server's alerts tick. */
export const ALERTS_SAFETY_NET_MS = 60_000;

/** What a runner needs. */
export interface AlertRunnerDeps {
  db: Db;
  settings: AlertSettings;
  now: () => Date;
  /** False (CRON=false: tests, a server that leaves alerts to others): passes never start. */
  enabled: boolean;
}

/** Runs the alert passes of one process and database, one at a time. */
export class AlertRunner {
  readonly #deps: AlertRunnerDeps;
  #pass: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #listener: AlertWorkListener | null = null;

  constructor(deps: AlertRunnerDeps) {
    this.#deps = deps;
  }

  /** Starts a pass in the background (or one more after the pass running). */
  kick(): void {
    void this.run();
  }

  /** Like kick, and resolves when the passes it joined or started are over (the tick waits). */
  run(): Promise<void> {
    if (!this.#deps.enabled || this.#stopped) return Promise.resolve();
    if (this.#pass) {
      this.#again = true;
      return this.#pass;
    }
    this.#pass = this.#drive();
    return this.#pass;
  }

  /**
   * Listens for the NOTIFY of approvals committed by other processes (PostgreSQL only: answers
   * false on PGlite, one process, whose routes kick). Every notice kicks, and so does every
   * (re)connection of the listen connection, since notices sent while it was down are lost.
   * A LISTEN the database refuses (a pooler in transaction mode) is logged and answers false: the
   * process still starts, and other processes' approvals wait for its minute tick.
   */
  async listen(): Promise<boolean> {
    if (!this.#deps.enabled || this.#stopped || this.#listener) return this.#listener !== null;
    try {
      this.#listener = await listenForAlertWork(this.#deps.db, {
        onSignal: () => this.kick(),
        onListen: () => this.kick(),
      });
    } catch (error) {
      console.error(
        "workers/alerts: LISTEN failed; other processes' approvals wait for the tick:",
        error,
      );
    }
    return this.#listener !== null;
  }

  /** Resolves once no pass is running. */
  async whenIdle(): Promise<void> {
    while (this.#pass) await this.#pass;
  }

  /** Stops for good (the process ends): no more listening or new passes; the current one ends. */
  async stop(): Promise<void> {
    this.#stopped = true;
    const listener = this.#listener;
    this.#listener = null;
    await listener?.stop().catch(() => {}); // the connection may be gone already
    await this.whenIdle();
  }

  async #drive(): Promise<void> {
    const { db, settings, now } = this.#deps;
    while (true) {
      this.#again = false;
      try {
        await runAlerts(db, settings, { now });
      } catch (error) {
        console.error("workers/alerts: an alert pass failed:", error);
      }
      // Checked and cleared in one synchronous step: a kick never finds a pass about to end.
      if (!this.#again || this.#stopped) {
        this.#pass = null;
        return;
      }
    }
  }
}

/** The process's alert runner under `settings`: passes only where CRON is on. */
export function alertRunnerOf(
  settings: Settings,
  parts: { db: Db; now: () => Date },
): AlertRunner {
  return new AlertRunner({ ...parts, settings, enabled: settings.server.cron });
}

/**
 * Runs a pass every `everyMs` until `signal` aborts: the safety net of a process without the
 * server's cron (`deno task worker`), for a notice lost while its listen connection was down.
 */
export async function runAlertsEvery(
  runner: AlertRunner,
  everyMs: number,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    await sleep(everyMs, signal);
    if (!signal.aborted) await runner.run();
  }
}
