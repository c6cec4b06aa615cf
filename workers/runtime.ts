/**
 * Deno Deploy requires Deno.cron at module top level, before the server has opened its
 * database; so the cron handlers read what they need from here, filled in by api/main.ts from
 * the parsed environment (api/env.ts): the workers read no environment variables themselves.
 */
import type { Db } from "../db/client.ts";
import type { Analyser } from "./ai/analyser.ts";
import type { AlertSettings } from "./alerts/settings.ts";

export interface WorkerRuntime {
  db: Db;
  analyser: Analyser;
  now: () => Date;
  /** CRON: false makes every scheduled job do nothing (tests). */
  cron: boolean;
  /** ALLOW_PRIVATE_FETCH: the scheduled sync may fetch loopback and private addresses. */
  allowPrivateFetch: boolean;
  /** PUBLIC_URL, SMTP_URL, MAIL_FROM and the outbox folder, for the alert deliveries. */
  alerts: AlertSettings;
  /** WORKERS_IN_SERVER: this process runs the sync and analysis loops (default true). */
  workersInServer?: boolean;
  /** SYNC_CONCURRENCY: sources this process syncs at once (default 4). */
  syncConcurrency?: number;
  /** SYNC_CLAIM_SECONDS, in ms: how long a worker's claim on a source lasts (default 5 min). */
  claimMs?: number;
}

let runtime: WorkerRuntime | null = null;

/** Sets the runtime the jobs read (null while the server starts or stops). */
export function setWorkerRuntime(value: WorkerRuntime | null): void {
  runtime = value;
}

/** The runtime, or null while the server is still starting (a cron tick then does nothing). */
export function workerRuntime(): WorkerRuntime | null {
  return runtime;
}
