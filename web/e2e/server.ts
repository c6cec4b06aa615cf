/**
 * The real server the browser suites drive: api/main.ts's server as a child process
 * (server_main.ts: passwords hashed at the tests' cost) on a free port, with embedded PGlite in a
 * temp dir, the demo content and a known superadmin. scripts/test.ts starts one for the whole run
 * (shared by the suites); web/e2e/harness.ts starts one when run alone, or for a suite that needs
 * a server of its own.
 *
 * A fresh data dir costs a start about 8 s of migrating and seeding (PGlite runs in WASM);
 * scripts/test.ts pays that once, in `seededDataDir`, and names the result in
 * E2E_SEEDED_DATA_DIR: every server of the run then starts from a copy of it in about 2 s.
 */
import postgres from "postgres";
import { copyDatabase } from "../../db/database_copy.ts";
import { freePort } from "../../scripts/free_port.ts";
import { parseEnv } from "../../api/env.ts";
import { settingsFromEnv } from "../../api/settings.ts";
import { deliverDueAlerts } from "../../scripts/alerts_run.ts";
import { createUserFromArgs } from "../../scripts/user_create.ts";
import { TEST_PASSWORD_HASHING } from "../../workers/settings.ts";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "admin-password-123";

/**
 * Settings of the shared server that suites rely on (auth_test checks the sign-in screen's home
 * link). A suite asking for other settings gets a server of its own.
 */
export const SHARED_SERVER_ENV: Readonly<Record<string, string>> = {
  MARKETING_URL: "https://legalwatch.example/product",
};

const ROOT = new URL("../../", import.meta.url).pathname;

export interface E2EServer {
  url: string;
  dataDir: string;
  /**
   * Makes an account as `deno task user:create ARGS` would, against the running server (through
   * its shared PGlite), in this process: the task's own code without a process per account.
   * auth_test.ts runs the task itself (`runTask("user:create", …)`).
   */
  createUser(args: string[]): Promise<void>;
  /** Runs `deno task NAME ARGS` against the running server; answers what it printed. */
  runTask(name: string, args?: string[]): Promise<string>;
  /**
   * Delivers the alert messages due now, as `deno task alerts:run` would against the running
   * server, in this process: the task's own code (scripts/alerts_run_test.ts runs the task).
   */
  runAlerts(): Promise<string>;
}

export interface RunningServer extends E2EServer {
  /** Stops the server and removes its data dir, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Runs a shell task (`deno task NAME ARGS`) with `env` (DATA_DIR names the server's shared
 * PGlite); answers what it printed.
 */
export async function runTaskWith(
  env: Record<string, string>,
  name: string,
  args: string[] = [],
): Promise<string> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", name, ...args],
    cwd: ROOT,
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) {
    throw new Error(`e2e: ${name} failed: ${new TextDecoder().decode(out.stderr)}`);
  }
  return new TextDecoder().decode(out.stdout);
}

/**
 * Makes an account in the server's database as user:create would, hashed at the tests' cost (as
 * the suites' servers hash: server_main.ts); a refusal throws.
 */
export async function createUserWith(env: Record<string, string>, args: string[]): Promise<void> {
  const database = { url: env.DATABASE_URL || null, dataDir: env.DATA_DIR ?? "" };
  const { code, message } = await createUserFromArgs(args, database, TEST_PASSWORD_HASHING);
  if (code !== 0) throw new Error(`e2e: user:create failed: ${message}`);
}

/** Delivers the alerts due in the server's database, as alerts:run with `env` would. */
function runAlertsWith(env: Record<string, string>): Promise<string> {
  return deliverDueAlerts(settingsFromEnv(parseEnv({ ...Deno.env.toObject(), ...env })));
}

/** A server that another process started (scripts/test.ts): its URL and data dir. */
export function connectedServer(url: string, dataDir: string): E2EServer {
  return {
    url,
    dataDir,
    createUser: (args) => createUserWith({ DATA_DIR: dataDir, DATABASE_URL: "" }, args),
    runTask: (name, args) => runTaskWith({ DATA_DIR: dataDir, DATABASE_URL: "" }, name, args),
    runAlerts: () => runAlertsWith({ DATA_DIR: dataDir, DATABASE_URL: "" }),
  };
}

/** The migrated and seeded data dir that servers of this run start from, when there is one. */
const SEEDED_DATA_DIR = Deno.env.get("E2E_SEEDED_DATA_DIR");

/**
 * Makes a migrated and seeded data dir (a server started on it and stopped again) for
 * E2E_SEEDED_DATA_DIR. Its demo dates are relative to now, so it serves one run only.
 */
export async function seededDataDir(): Promise<string> {
  const server = await startServer({}, { seeded: null });
  await server.stop({ keepData: true });
  return server.dataDir;
}

/** Copies a data dir with its modes (the dir is 0700, its files 0600: db/private_dir.ts). */
async function copyDataDir(from: string, to: string): Promise<void> {
  const { success, stderr } = await new Deno.Command("cp", { args: ["-a", `${from}/.`, to] })
    .output();
  if (!success) throw new Error(`e2e: copying ${from} failed: ${new TextDecoder().decode(stderr)}`);
}

/** A database on the run's PostgreSQL server for a browser suite's server to copy. */
export interface SeededPostgres {
  /** The server's URL (its `postgres` database), as TEST_DATABASE_URL. */
  adminUrl: string;
  /** The migrated and seeded database that each server's database is copied from. */
  template: string;
}

/**
 * The run's PostgreSQL and its seeded database (TEST_DATABASE_URL, E2E_SEEDED_TEMPLATE_DB:
 * scripts/test.ts), when there are: the suites with a server of their own start it on a copy
 * of that database instead of PGlite (ADR 0156).
 */
export const SEEDED_POSTGRES: SeededPostgres | null = (() => {
  const adminUrl = Deno.env.get("TEST_DATABASE_URL");
  const template = Deno.env.get("E2E_SEEDED_TEMPLATE_DB");
  return adminUrl && template ? { adminUrl, template } : null;
})();

/**
 * Makes the seeded database of SEEDED_POSTGRES: a server started on a copy of the migrated
 * `template` migrates and seeds it, then stops. Its demo dates are relative to now.
 */
export async function seededPostgresDatabase(adminUrl: string, template: string): Promise<string> {
  const url = await copyDatabase(adminUrl, template);
  const server = await startServer({ DATABASE_URL: url }, { seeded: null });
  await server.stop({ keepData: true }); // a clean stop: no connection may be left to the copy
  await Deno.remove(server.dataDir, { recursive: true });
  return new URL(url).pathname.slice(1);
}

/** Drops a database the run made (its server stopped; WITH FORCE for a connection left). */
async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts a server with the shared settings plus `env`, and waits until it answers. With
 * `onPostgres` it runs on a copy of its seeded database; else on PGlite, from a copy of `seeded`
 * (by default E2E_SEEDED_DATA_DIR, when the run made one), else from an empty data dir that it
 * migrates and seeds.
 */
export async function startServer(
  env: Record<string, string> = {},
  { seeded = SEEDED_DATA_DIR, onPostgres = null }: {
    seeded?: string | null;
    onPostgres?: SeededPostgres | null;
  } = {},
): Promise<RunningServer> {
  const dataDir = await Deno.makeTempDir({ prefix: "legalwatch-e2e-" });
  const databaseUrl = onPostgres
    ? await copyDatabase(onPostgres.adminUrl, onPostgres.template)
    : "";
  if (seeded && !onPostgres) await copyDataDir(seeded, dataDir);
  const port = freePort();
  const serverEnv = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    CRON: "false",
    ACCESS_LOG: "false",
    ALLOW_PRIVATE_FETCH: "1",
    ...SHARED_SERVER_ENV,
    ...env,
  };
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "web/e2e/server_main.ts"],
    cwd: ROOT,
    env: serverEnv,
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const url = `http://127.0.0.1:${port}`;
  const exit: { status: Deno.CommandStatus | null } = { status: null };
  child.status.then((status) => exit.status = status);
  // Generous: on a loaded machine starting PGlite, migrating and seeding can take a minute.
  const deadline = Date.now() + 180_000;
  while (true) {
    if (exit.status) {
      throw new Error(`e2e: the server exited with code ${exit.status.code} before answering`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      await response.body?.cancel();
      if (response.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("e2e: the server did not answer /api/health within 180 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    createUser: (args) => createUserWith(serverEnv, args),
    runTask: (name, args) => runTaskWith(serverEnv, name, args),
    runAlerts: () => runAlertsWith(serverEnv),
    async stop({ keepData = false } = {}) {
      // A clean stop checkpoints PGlite, 2 to 5 s: worth it only for data that is kept.
      child.kill(keepData ? "SIGTERM" : "SIGKILL");
      await child.status;
      if (keepData) return;
      await Deno.remove(dataDir, { recursive: true }).catch(() => {});
      if (onPostgres) await dropDatabase(onPostgres.adminUrl, databaseUrl);
    },
  };
}
