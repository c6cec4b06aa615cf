/**
 * Every scheduled job, registered at module top level as Deno Deploy requires. Each tick reads
 * the runtime api/main.ts set once (workers/runtime.ts). What a tick does, and why it may do
 * nothing (server not ready or stopped, CRON=false), is in jobs.ts.
 */
import {
  ALERTS_SCHEDULE,
  alertsTick,
  FEED_SYNC_SCHEDULE,
  feedSyncTick,
  HEALTH_REPORT_SCHEDULE,
  healthReportTick,
  PUSH_MAINTENANCE_SCHEDULE,
  pushMaintenanceTick,
  quotaResetTick,
} from "./jobs.ts";
import { RESET_QUOTAS_SCHEDULE } from "./reports/reset_quotas.ts";
import { serverRuntime } from "./runtime.ts";

// Every 15 minutes: the due sources, then the analysis of what is waiting.
Deno.cron("feed sync", FEED_SYNC_SCHEDULE, () => feedSyncTick(serverRuntime.current));

// Hourly: the report quotas whose month has ended.
Deno.cron("report quota reset", RESET_QUOTAS_SCHEDULE, () => quotaResetTick(serverRuntime.current));

// Every minute: match new approvals to alerts, send what is due (instant, digests, retries).
Deno.cron("alerts", ALERTS_SCHEDULE, () => alertsTick(serverRuntime.current));

// Every 15 minutes: renew WebSub leases, unsubscribe deleted or turned-off sources.
Deno.cron(
  "push maintenance",
  PUSH_MAINTENANCE_SCHEDULE,
  () => pushMaintenanceTick(serverRuntime.current),
);

// Daily: the admins' email about sources that turned failing or silent.
Deno.cron(
  "source health email",
  HEALTH_REPORT_SCHEDULE,
  () => healthReportTick(serverRuntime.current),
);
