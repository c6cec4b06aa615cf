/**
 * Every scheduled job, registered at module top level as Deno Deploy requires. What a tick does,
 * and why it may do nothing (server not ready, CRON=false), is in jobs.ts.
 */
import {
  ALERTS_SCHEDULE,
  alertsTick,
  FEED_SYNC_SCHEDULE,
  feedSyncTick,
  quotaResetTick,
} from "./jobs.ts";
import { RESET_QUOTAS_SCHEDULE } from "./reports/reset_quotas.ts";

// Every 15 minutes: the due sources, then the analysis of what is waiting.
Deno.cron("feed sync", FEED_SYNC_SCHEDULE, feedSyncTick);

// Hourly: the report quotas whose month has ended.
Deno.cron("report quota reset", RESET_QUOTAS_SCHEDULE, quotaResetTick);

// Every minute: match new approvals to alerts, send what is due (instant, digests, retries).
Deno.cron("alerts", ALERTS_SCHEDULE, alertsTick);
