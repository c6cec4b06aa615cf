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
