/**
 * Deno Deploy requires Deno.cron at module top level, before the server has opened its
 * database; so the cron handlers read what they need from here, filled in by api/main.ts.
 */
import type { Db } from "../db/client.ts";
import type { Analyser } from "./ai/analyser.ts";

export interface WorkerRuntime {
  db: Db;
  analyser: Analyser;
  now: () => Date;
}

let runtime: WorkerRuntime | null = null;

export function setWorkerRuntime(value: WorkerRuntime | null): void {
  runtime = value;
}

/** The runtime, or null while the server is still starting (a cron tick then does nothing). */
export function workerRuntime(): WorkerRuntime | null {
  return runtime;
}
