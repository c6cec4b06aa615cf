/**
 * The real server the browser suites drive: api/main.ts as a child process on a free port, with
 * embedded PGlite in a temp dir, the demo content and a known superadmin. scripts/test.ts starts
 * one for the whole run (shared by the suites); web/e2e/harness.ts starts one when run alone, or
 * for a suite that needs a server of its own.
 *
 * A fresh data dir costs a start about 8 s of migrating and seeding (PGlite runs in WASM);
 * scripts/test.ts pays that once, in `seededDataDir`, and names the result in
 * E2E_SEEDED_DATA_DIR: every server of the run then starts from a copy of it in about 2 s.
 */
import { freePort } from "../../scripts/free_port.ts";

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
  /** Runs `deno task user:create` against the running server (through its shared PGlite). */
  createUser(args: string[]): Promise<void>;
  /** Runs `deno task NAME ARGS` against the running server; answers what it printed. */
  runTask(name: string, args?: string[]): Promise<string>;
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

/** Runs scripts/user_create.ts with `env` (DATA_DIR names the server's shared PGlite). */
export async function createUserWith(env: Record<string, string>, args: string[]): Promise<void> {
  await runTaskWith(env, "user:create", args);
}

/** A server that another process started (scripts/test.ts): its URL and data dir. */
export function connectedServer(url: string, dataDir: string): E2EServer {
  return {
    url,
    dataDir,
    createUser: (args) => createUserWith({ DATA_DIR: dataDir, DATABASE_URL: "" }, args),
    runTask: (name, args) => runTaskWith({ DATA_DIR: dataDir, DATABASE_URL: "" }, name, args),
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

/**
 * Starts a server with the shared settings plus `env`, and waits until it answers. It starts
 * from a copy of `seeded` (by default E2E_SEEDED_DATA_DIR, when the run made one), else from an
 * empty data dir that it migrates and seeds.
 */
export async function startServer(
  env: Record<string, string> = {},
  { seeded = SEEDED_DATA_DIR }: { seeded?: string | null } = {},
): Promise<RunningServer> {
  const dataDir = await Deno.makeTempDir({ prefix: "legalwatch-e2e-" });
  if (seeded) await copyDataDir(seeded, dataDir);
  const port = freePort();
  const serverEnv = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    CRON: "false",
    ACCESS_LOG: "false",
    ALLOW_PRIVATE_FETCH: "1",
    ...SHARED_SERVER_ENV,
    ...env,
  };
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "api/main.ts"],
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
    async stop({ keepData = false } = {}) {
      // A clean stop checkpoints PGlite, 2 to 5 s: worth it only for data that is kept.
      child.kill(keepData ? "SIGTERM" : "SIGKILL");
      await child.status;
      if (!keepData) await Deno.remove(dataDir, { recursive: true }).catch(() => {});
    },
  };
}
