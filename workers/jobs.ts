/**
 * What each scheduled job does on a tick, given the server's runtime; workers/cron.ts registers
 * them with Deno.cron. A tick without a runtime (the server not ready, or stopped), or whose
 * settings say CRON=false, does nothing; a failing job is logged, not thrown, so that the next
 * tick runs.
 */
import { mailHealthEmail } from "./health/mail_health_email.ts";
import { maintainPush } from "./feeds/push/maintenance.ts";
import { pushSettingsOf } from "./feeds/sync_deps.ts";
import { runHealthReport } from "./health/run_health_report.ts";
import { resetReportQuotas } from "./reports/reset_quotas.ts";
import type { WorkerRuntime } from "./runtime.ts";

/** The feed sync's schedule (UTC): every 15 minutes. */
export const FEED_SYNC_SCHEDULE = "*/15 * * * *";
/**
 * The alert deliveries' schedule: every minute, the safety net behind the kicks of approvals
 * (ADR 0118), and the clock of digests and retries.
 */
export const ALERTS_SCHEDULE = "* * * * *";
/** The WebSub maintenance (renewals, unsubscriptions): every 15 minutes, between sync ticks. */
export const PUSH_MAINTENANCE_SCHEDULE = "7-59/15 * * * *";
/** The admins' source health email: daily at 07:00 UTC. */
export const HEALTH_REPORT_SCHEDULE = "0 7 * * *";
/**
 * How long one tick drains the queue before it stops claiming (what it holds is finished): less
 * than the schedule's interval, so that ticks do not pile up on Deno Deploy.
 */
export const FEED_SYNC_BUDGET_MS = 10 * 60_000;

async function runJob(
  name: string,
  rt: WorkerRuntime | null,
  job: (rt: WorkerRuntime) => Promise<unknown>,
): Promise<void> {
  if (!rt?.settings.server.cron) return;
  try {
    await job(rt);
  } catch (error) {
    console.error(`workers/jobs: ${name} failed:`, error);
  }
}

/**
 * One feed sync tick: drain the sync queue (the sources due by their jurisdiction's
 * syncFrequency or backoff, shared with every other worker) for at most FEED_SYNC_BUDGET_MS, then
 * analyse the updates waiting for it, retrying failed analyses. Nothing with
 * WORKERS_IN_SERVER=false: dedicated workers do it.
 */
export function feedSyncTick(runtime: WorkerRuntime | null): Promise<void> {
  return runJob("feed sync", runtime, (rt) => {
    if (!rt.settings.sync.workersInServer) return Promise.resolve();
    return rt.sync.runScheduled({ stop: AbortSignal.timeout(FEED_SYNC_BUDGET_MS) });
  });
}

/**
 * One report-quota tick: renews only the quotas whose month has ended, so a missed tick costs
 * an hour (workers/reports/reset_quotas.ts).
 */
export function quotaResetTick(runtime: WorkerRuntime | null): Promise<void> {
  return runJob("report quota reset", runtime, resetReportQuotas);
}

/**
 * One alerts tick: a pass of the process's alert runner (joining the one a kick started), which
 * matches what approvals left queued, then sends the instant messages, the digests whose 07:00
 * has come and the retries that are due (workers/alerts/).
 */
export function alertsTick(runtime: WorkerRuntime | null): Promise<void> {
  return runJob("alerts", runtime, (rt) => rt.alerts.run());
}

/**
 * One health-report tick: the sources that turned failing or silent since the last email go to
 * the active admins, through the alerts' mail transport (workers/health/).
 */
export function healthReportTick(runtime: WorkerRuntime | null): Promise<void> {
  return runJob("source health email", runtime, (rt) => {
    const now = rt.now();
    return runHealthReport(rt.db, {
      now,
      publicUrl: rt.settings.server.publicUrl,
      send: mailHealthEmail(rt.settings.mail, now),
    });
  });
}

/**
 * One push maintenance tick: renew the WebSub leases that end within a day, tell the hubs of
 * deleted or turned-off sources to stop (workers/feeds/push/maintenance.ts).
 */
export function pushMaintenanceTick(runtime: WorkerRuntime | null): Promise<void> {
  return runJob("push maintenance", runtime, (rt) => {
    return maintainPush(rt.db, pushSettingsOf(rt.settings), rt.now());
  });
}
