/**
 * What each scheduled job does on a tick; workers/cron.ts registers them with Deno.cron. A tick
 * that arrives before the server is ready, or while the runtime says CRON=false, does nothing; a
 * failing job is logged, not thrown, so that the next tick runs.
 */
import { runAlerts } from "./alerts/run_alerts.ts";
import { runScheduledSync } from "./feeds/sync_runner.ts";
import { resetReportQuotas } from "./reports/reset_quotas.ts";
import { type WorkerRuntime, workerRuntime } from "./runtime.ts";

/** The feed sync's schedule (UTC): every 15 minutes. */
export const FEED_SYNC_SCHEDULE = "*/15 * * * *";
/** The alert deliveries' schedule: every minute, so instant alerts leave within a minute. */
export const ALERTS_SCHEDULE = "* * * * *";

async function runJob(name: string, job: (rt: WorkerRuntime) => Promise<unknown>): Promise<void> {
  const rt = workerRuntime();
  if (!rt?.cron) return;
  try {
    await job(rt);
  } catch (error) {
    console.error(`workers/jobs: ${name} failed:`, error);
  }
}

/**
 * One feed sync tick: sync the sources that are due by their jurisdiction's syncFrequency and
 * not backing off (skipped while another instance syncs), then analyse the updates waiting for
 * it, retrying failed analyses.
 */
export function feedSyncTick(): Promise<void> {
  return runJob("feed sync", (rt) =>
    runScheduledSync({
      db: rt.db,
      analyser: rt.analyser,
      now: rt.now,
      allowPrivate: rt.allowPrivateFetch,
    }));
}

/**
 * One report-quota tick: renews only the quotas whose month has ended, so a missed tick costs
 * an hour (workers/reports/reset_quotas.ts).
 */
export function quotaResetTick(): Promise<void> {
  return runJob("report quota reset", resetReportQuotas);
}

/**
 * One alerts tick: match the approvals of the last minute to the alerts, then send the instant
 * messages, the digests whose 07:00 has come and the retries that are due (workers/alerts/).
 */
export function alertsTick(): Promise<void> {
  return runJob("alerts", (rt) => runAlerts(rt.db, rt.alerts, { now: rt.now }));
}
