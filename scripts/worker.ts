/**
 * `deno task worker`: a dedicated worker process. Runs the sync and analysis loops
 * (workers/worker_loop.ts) without the HTTP server on DATABASE_URL, sharing the sources with
 * every other worker and server through the queue in PostgreSQL, for as long as it runs; and an
 * alert runner that LISTENs for approvals committed anywhere and sends their instant alerts at
 * once, with a pass every minute as its safety net (ADR 0118). CRON=false
 * turns the alerts off here as in the server.
 * SIGTERM or SIGINT: stop claiming, finish or give back what is held, exit within 10 s.
 * The database must be migrated already (the server does it on start).
 */
import { readSettings } from "../api/settings.ts";
import { openDatabase } from "../db/client.ts";
import { createAnalyser } from "../workers/ai/analyser.ts";
import {
  alertRunnerOf,
  ALERTS_SAFETY_NET_MS,
  runAlertsEvery,
} from "../workers/alerts/alert_runner.ts";
import { syncServiceOf } from "../workers/feeds/sync_deps.ts";
import { PROCESS_WORKER_ID } from "../workers/feeds/sync_queue_loop.ts";
import { startWorkerLoop } from "../workers/worker_loop.ts";

const settings = readSettings();
if (!settings.database.url) {
  console.error(
    "worker: DATABASE_URL is not set; the embedded PGlite opens in one process only (the server, which runs the loops itself), so workers need PostgreSQL.",
  );
  Deno.exit(1);
}

const database = await openDatabase({ url: settings.database.url });
const parts = { db: database.db, analyser: createAnalyser(settings.ai), now: () => new Date() };
const sync = syncServiceOf(settings, parts);
const loop = startWorkerLoop({ ...parts, settings, sync });
const alerts = alertRunnerOf(settings, parts);
const listening = await alerts.listen();
const stopAlerts = new AbortController();
const safetyNet = runAlertsEvery(alerts, ALERTS_SAFETY_NET_MS, stopAlerts.signal);
console.log(
  `worker: ${PROCESS_WORKER_ID} syncing from PostgreSQL, ${settings.sync.concurrency} sources at once` +
    (!settings.server.cron
      ? "; alerts off (CRON=false)"
      : listening
      ? "; sending alerts as approvals are announced"
      : "; sending alerts every minute (LISTEN failed)"),
);

let stopping: Promise<void> | null = null;
const stop = () =>
  stopping ??= (async () => {
    // Claims left behind would expire anyway; giving them back lets another worker start now.
    stopAlerts.abort();
    await loop.stop();
    await sync.stop();
    await safetyNet;
    await alerts.stop();
    await database.close();
    Deno.exit(0);
  })();
for (const signal of ["SIGTERM", "SIGINT"] as const) Deno.addSignalListener(signal, stop);
await loop.finished;
