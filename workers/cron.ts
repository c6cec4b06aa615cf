/**
 * Every scheduled job, registered at module top level as Deno Deploy requires. What a tick does,
 * and why it may do nothing (server not ready, CRON=false), is in jobs.ts.
 */
import { FEED_SYNC_SCHEDULE, feedSyncTick, quotaResetTick } from "./jobs.ts";
import { RESET_QUOTAS_SCHEDULE } from "./reports/reset_quotas.ts";

// Every 15 minutes: the due sources, then the analysis of what is waiting.
Deno.cron("feed sync", FEED_SYNC_SCHEDULE, feedSyncTick);

// Hourly: the report quotas whose month has ended.
Deno.cron("report quota reset", RESET_QUOTAS_SCHEDULE, quotaResetTick);
