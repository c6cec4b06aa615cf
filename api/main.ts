/**
 * The server's entry point (also Deno Deploy's): open the database, prepare it, serve API and
 * web bundle, and stop cleanly on SIGINT/SIGTERM. Importing workers/cron.ts registers the
 * crons at module top level, as Deno Deploy requires.
 */
import "../workers/cron.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { findSharedPglite, sharePglite } from "../db/shared_pglite.ts";
import { createAnalyser } from "../workers/ai/analyser.ts";
import { alertRunnerOf } from "../workers/alerts/alert_runner.ts";
import { syncServiceOf } from "../workers/feeds/sync_deps.ts";
import { serverRuntime } from "../workers/runtime.ts";
import type { Settings } from "../workers/settings.ts";
import { startWorkerLoop } from "../workers/worker_loop.ts";
import { createApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { readSettings, smtpHost } from "./settings.ts";

export interface RunningServer {
  url: string;
  shutdown(): Promise<void>;
  finished: Promise<void>;
}

/** Opens and prepares the database, then serves and runs the crons and the loop by `settings`. */
export async function startServer(settings: Settings): Promise<RunningServer> {
  const database = await openServerDatabase(settings.database);
  const stopSharing = database.pglite
    ? await sharePglite(database.pglite, settings.database.dataDir)
    : null;
  const stopBackfill = new AbortController();
  const report = await bootstrap(database, settings, new Date(), {
    signal: stopBackfill.signal,
  });
  const parts = { db: database.db, analyser: createAnalyser(settings.ai), now: () => new Date() };
  // One sync service for the process: the buttons, the crons and the loop share its rounds.
  const sync = syncServiceOf(settings, parts);
  // One alert runner too: the routes kick it after approving, the cron tick runs it, and on
  // PostgreSQL it hears the approvals of other servers (ADR 0118).
  const alertRunner = alertRunnerOf(settings, parts);
  await alertRunner.listen();
  serverRuntime.set({ ...parts, settings, sync, alerts: alertRunner });

  const app = createApp({ ...parts, settings, sync, alertRunner });
  // The sync and analysis loops run here too, unless dedicated workers do it (WORKERS_IN_SERVER).
  const loop = settings.server.cron && settings.sync.workersInServer
    ? startWorkerLoop({ ...parts, settings, sync })
    : null;
  const { port, host } = settings.server;
  const server = Deno.serve({ port, hostname: host, onListen: () => {} }, app.fetch);
  const shownHost = host === "0.0.0.0" ? "localhost" : host;
  const url = `http://${shownHost}:${server.addr.port}`;
  printWelcome(url, settings, database, report);

  let stopping: Promise<void> | null = null;
  const shutdown = () =>
    stopping ??= (async () => {
      serverRuntime.end();
      stopBackfill.abort();
      await report.obligationsBackfill;
      await report.featuresBackfill;
      await loop?.stop();
      await server.shutdown();
      // What the buttons started in the background ends before the database closes.
      await sync.stop();
      await alertRunner.stop();
      await stopSharing?.();
      await database.close();
    })();
  return { url, shutdown, finished: server.finished };
}

async function openServerDatabase(settings: Settings["database"]): Promise<Database> {
  if (settings.url) return openDatabase({ url: settings.url });
  // openDatabase creates DATA_DIR (0700) and keeps its files private (db/private_dir.ts).
  if (await findSharedPglite(settings.dataDir)) {
    throw new Error(
      `main: another LegalWatch server is using ${settings.dataDir}; stop it or set DATA_DIR`,
    );
  }
  return openDatabase({ dataDir: settings.dataDir });
}

function printWelcome(
  url: string,
  settings: Settings,
  database: Database,
  report: Awaited<ReturnType<typeof bootstrap>>,
): void {
  const where = database.driver === "pglite"
    ? `embedded PGlite in ${settings.database.dataDir}`
    : "PostgreSQL";
  const lines = [`LegalWatch is running at ${url} (database: ${where})`];
  const { smtpUrl, outboxDir } = settings.mail;
  const { publicUrl } = settings.server;
  lines.push(
    smtpUrl
      ? `Alert emails go out through ${smtpHost(smtpUrl)}; links point to ${publicUrl}.`
      : `Alert emails are written as .eml files to ${outboxDir} (no SMTP_URL set).`,
  );
  const admin = report.createdAdmin;
  if (admin?.generatedPassword) {
    lines.push(
      `Sign in as ${admin.email} with the password ${admin.generatedPassword}`,
      "(shown once: set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)",
    );
  } else if (admin) {
    lines.push(`Sign in as ${admin.email} with ADMIN_PASSWORD.`);
  } else {
    lines.push(
      "Sign in with an existing account; `deno task user:create --email E --password P --role superadmin` makes one.",
    );
  }
  console.log(lines.join("\n"));
}

/** Stops the server on SIGINT or SIGTERM: requests finish, the database closes, then exit. */
export function stopOnSignals(server: RunningServer): void {
  const stop = async () => {
    console.log("Stopping LegalWatch…");
    await server.shutdown();
    Deno.exit(0);
  };
  try {
    Deno.addSignalListener("SIGINT", stop);
    Deno.addSignalListener("SIGTERM", stop);
  } catch {
    // Platforms without signals (Deno Deploy) stop isolates themselves.
  }
}

if (import.meta.main) {
  const server = await startServer(readSettings());
  stopOnSignals(server);
}
