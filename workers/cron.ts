/**
 * Every scheduled job, registered at module top level as Deno Deploy requires. A tick that
 * arrives before the server is ready, or while CRON=false, does nothing.
 */
import { workerRuntime } from "./runtime.ts";

const enabled = (Deno.env.get("CRON") ?? "true").toLowerCase() !== "false";

/** Runs a job with the runtime, logging (not throwing) its failure so the next tick runs. */
async function runJob(
  name: string,
  job: (rt: NonNullable<ReturnType<typeof workerRuntime>>) => Promise<unknown>,
) {
  const rt = workerRuntime();
  if (!enabled || !rt) return;
  try {
    await job(rt);
  } catch (error) {
    console.error(`workers/cron: ${name} failed:`, error);
  }
}

export const CRON_JOBS = [] as const;
void runJob;
