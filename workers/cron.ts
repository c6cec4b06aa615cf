/**
 * Every scheduled job, registered at module top level as Deno Deploy requires. A tick that
 * arrives before the server is ready, or while CRON=false, does nothing.
 */
import { runScheduledSync } from "./feeds/sync_runner.ts";
import { RESET_QUOTAS_SCHEDULE, resetReportQuotas } from "./reports/reset_quotas.ts";
import { workerRuntime } from "./runtime.ts";
import { envFlag } from "./env_flag.ts";

const enabled = envFlag("CRON", true);
// Read here rather than from the runtime: like CRON, it is a property of the process.
const allowPrivateFetch = envFlag("ALLOW_PRIVATE_FETCH", false);

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

/** The scheduled jobs: name and schedule (UTC), as registered below. */
export const CRON_JOBS = [
  { name: "feed sync", schedule: "*/15 * * * *" },
  { name: "report quota reset", schedule: RESET_QUOTAS_SCHEDULE },
] as const;

// Every 15 minutes: sync the sources that are due by their jurisdiction's syncFrequency and not
// backing off (skipped while another instance syncs), then analyse the updates waiting for it,
// retrying failed analyses.
Deno.cron("feed sync", "*/15 * * * *", () =>
  runJob("feed sync", (rt) =>
    runScheduledSync({
      db: rt.db,
      analyser: rt.analyser,
      now: rt.now,
      allowPrivate: allowPrivateFetch,
    })));

// Monthly report-quota reset: hourly, renewing only the quotas whose month has ended, so a missed
// tick costs an hour (workers/reports/reset_quotas.ts).
Deno.cron(
  "report quota reset",
  RESET_QUOTAS_SCHEDULE,
  () => runJob("report quota reset", resetReportQuotas),
);
