/**
 * The server's entry point (also Deno Deploy's): open the database, prepare it, serve API and
 * web bundle, and stop cleanly on SIGINT/SIGTERM. Importing workers/cron.ts registers the
 * crons at module top level, as Deno Deploy requires.
 */
import "../workers/cron.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { findSharedPglite, sharePglite } from "../db/shared_pglite.ts";
import { createAnalyser } from "../workers/ai/analyser.ts";
import { setWorkerRuntime } from "../workers/runtime.ts";
import { startWorkerLoop } from "../workers/worker_loop.ts";
import { createApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { alertSettings, outboxDir, smtpHost } from "./alerts/settings.ts";
import { type Env, readEnv } from "./env.ts";

export interface RunningServer {
  url: string;
  shutdown(): Promise<void>;
  finished: Promise<void>;
}

export async function startServer(env: Env): Promise<RunningServer> {
  const database = await openServerDatabase(env);
  const stopSharing = database.pglite ? await sharePglite(database.pglite, env.DATA_DIR) : null;
  const stopBackfill = new AbortController();
  const report = await bootstrap(database, env, new Date(), { signal: stopBackfill.signal });
  const analyser = createAnalyser(env);
  const alerts = alertSettings(env);
  setWorkerRuntime({
    db: database.db,
    analyser,
    now: () => new Date(),
    cron: env.CRON,
    allowPrivateFetch: env.ALLOW_PRIVATE_FETCH,
    alerts,
    workersInServer: env.WORKERS_IN_SERVER,
    syncConcurrency: env.SYNC_CONCURRENCY,
    claimMs: env.SYNC_CLAIM_SECONDS * 1000,
  });

  const app = createApp({
    db: database.db,
    analyser,
    config: {
      securityQuestionReset: env.SECURITY_QUESTION_RESET,
      marketingUrl: env.MARKETING_URL,
      accessLog: env.ACCESS_LOG,
      allowPrivateFetch: env.ALLOW_PRIVATE_FETCH,
      workersInServer: env.WORKERS_IN_SERVER,
      syncConcurrency: env.SYNC_CONCURRENCY,
      claimMs: env.SYNC_CLAIM_SECONDS * 1000,
      listingCacheMs: env.LISTING_CACHE_MS,
      trustProxy: env.TRUST_PROXY,
      alerts,
    },
  });
  // The sync and analysis loops run here too, unless dedicated workers do it (WORKERS_IN_SERVER).
  const loop = env.CRON && env.WORKERS_IN_SERVER
    ? startWorkerLoop({
      db: database.db,
      analyser,
      now: () => new Date(),
      allowPrivate: env.ALLOW_PRIVATE_FETCH,
      concurrency: env.SYNC_CONCURRENCY,
      claimMs: env.SYNC_CLAIM_SECONDS * 1000,
    })
    : null;
  const server = Deno.serve({ port: env.PORT, hostname: env.HOST, onListen: () => {} }, app.fetch);
  const shownHost = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${server.addr.port}`;
  printWelcome(url, env, database, report);

  let stopping: Promise<void> | null = null;
  const shutdown = () =>
    stopping ??= (async () => {
      setWorkerRuntime(null);
      stopBackfill.abort();
      await report.obligationsBackfill;
      await loop?.stop();
      await server.shutdown();
      await stopSharing?.();
      await database.close();
    })();
  return { url, shutdown, finished: server.finished };
}

async function openServerDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL });
  // openDatabase creates DATA_DIR (0700) and keeps its files private (db/private_dir.ts).
  if (await findSharedPglite(env.DATA_DIR)) {
    throw new Error(
      `main: another LegalWatch server is using ${env.DATA_DIR}; stop it or set DATA_DIR`,
    );
  }
  return openDatabase({ dataDir: env.DATA_DIR });
}

function printWelcome(
  url: string,
  env: Env,
  database: Database,
  report: Awaited<ReturnType<typeof bootstrap>>,
): void {
  const where = database.driver === "pglite" ? `embedded PGlite in ${env.DATA_DIR}` : "PostgreSQL";
  const lines = [`LegalWatch is running at ${url} (database: ${where})`];
  lines.push(
    env.SMTP_URL
      ? `Alert emails go out through ${smtpHost(env.SMTP_URL)}; links point to ${env.PUBLIC_URL}.`
      : `Alert emails are written as .eml files to ${outboxDir(env)} (no SMTP_URL set).`,
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
  const server = await startServer(readEnv());
  stopOnSignals(server);
}
