/**
 * `deno task test`: the whole suite from a bare clone. It provides what the tests need, then
 * runs `deno test`:
 * - a PostgreSQL server: DATABASE_URL when set, else a throwaway cluster from the installed
 *   server binaries (as the postgres user when run as root, temp dir, free port), removed after;
 * - Chromium: its headless shell (/usr/bin/chromium-headless-shell), installed with apt when
 *   missing and running as root, else /usr/bin/chromium;
 * - the web bundle, built when stale;
 * - a migrated PGlite data dir, dumped once, that the PGlite tests of every file load
 *   (TEST_PGLITE_DUMP, db/testing.ts) instead of migrating again;
 * - for the browser suites: ONE seeded server and ONE Chromium for the whole run (E2E_SERVER_URL,
 *   E2E_DATA_DIR, E2E_BROWSER_WS, web/e2e/harness.ts), started only when the run includes them,
 *   and the seeded data dir that it and every suite's own server start from
 *   (E2E_SEEDED_DATA_DIR, web/e2e/server.ts); and on the PostgreSQL server a seeded database
 *   that the suites with a server of their own copy (E2E_SEEDED_TEMPLATE_DB).
 * A full run does not type-check: `deno task check` does, in `deno task ok` and in CI (ADR 0193).
 * With CI=true a missing Postgres or Chromium fails the run instead of skipping those tests.
 * Extra arguments go to `deno test` (e.g. a folder to run only its tests); without any, three
 * `deno test` processes share every test file in parts of about the same time, each part's files
 * imported by one module so that they load into one isolate (scripts/test_order.ts, ADR 0191).
 */
import { resolve } from "node:path";
import postgres from "postgres";
import { openDatabase } from "../db/client.ts";
import { CHROMIUM_CANDIDATES, launchBrowserServer } from "../web/e2e/chromium.ts";
import { seededDataDir, seededPostgresDatabase, startServer } from "../web/e2e/server.ts";
import { ensureWebBundle } from "./build_web.ts";
import { partModule, splitInto, TEST_PROCESSES, testFiles } from "./test_order.ts";
import { startThrowawayPostgres } from "./throwaway_postgres.ts";
import { runInWholeLines } from "./whole_lines.ts";

const CI = Deno.env.get("CI") === "true";

async function run(cmd: string, args: string[], env?: Record<string, string>): Promise<boolean> {
  const { success } = await new Deno.Command(cmd, {
    args,
    env,
    stdout: "inherit",
    stderr: "inherit",
  })
    .output();
  return success;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser for the suites: the headless shell when installed, else installed with apt (root
 * only), else Debian's `chromium` (web/e2e/chromium.ts, ADR 0155).
 */
async function ensureChromium(): Promise<string | null> {
  const [shell, full] = CHROMIUM_CANDIDATES;
  if (await exists(shell)) return shell;
  if (Deno.uid() === 0) {
    console.log("test: installing Chromium's headless shell with apt (about a minute, once)…");
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    if (
      await run("apt-get", ["update", "-qq"], env) &&
      await run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], env) &&
      await exists(shell)
    ) return shell;
  }
  return (await exists(full)) ? full : null;
}

/** Creates a migrated template database that each test process copies (CREATE … TEMPLATE). */
async function prepareTemplate(adminUrl: string): Promise<string> {
  const template = `lw_template_${Deno.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template}`);
    await admin.unsafe(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return template;
}

/** Migrates a PGlite once and writes its data dir to a file that every test file loads. */
async function dumpMigratedPglite(dir: string): Promise<string> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir("none");
    const path = `${dir}/pglite-migrated.tar`;
    await Deno.writeFile(path, new Uint8Array(await dump.arrayBuffer()));
    return path;
  } finally {
    await database.close();
  }
}

const E2E_DIR = new URL("../web/e2e/", import.meta.url).pathname;

/** True when `deno test` with these arguments runs browser suites (no path: everything). */
export function runsBrowserSuites(args: string[]): boolean {
  const paths = args.filter((a) => !a.startsWith("-"));
  if (!paths.length) return true;
  return paths.some((path) => {
    const absolute = `${resolve(path)}/`;
    return E2E_DIR.startsWith(absolute) || absolute.startsWith(E2E_DIR);
  });
}

/**
 * Runs `deno test`: with the caller's arguments as given (one file per core); without any (a full
 * run), as TEST_PROCESSES processes at once over parts of every test file of about the same
 * measured time, each part one module in `scratch` that imports its files (scripts/test_order.ts).
 */
async function runTests(
  env: Record<string, string>,
  check: string[],
  scratch: string,
): Promise<boolean> {
  if (Deno.args.length) {
    return await run(Deno.execPath(), ["test", "-A", "--parallel", ...check, ...Deno.args], env);
  }
  const root = new URL("../", import.meta.url);
  const configPath = new URL("deno.json", root).pathname;
  const config = JSON.parse(await Deno.readTextFile(configPath)) as { exclude?: string[] };
  const parts = splitInto(await testFiles(root.pathname, config.exclude ?? []), TEST_PROCESSES);
  const modules = await Promise.all(parts.map(async (files, i) => {
    const module = `${scratch}/part_${i + 1}_test.ts`;
    await Deno.writeTextFile(module, partModule(root, files));
    return module;
  }));
  const results = await Promise.all(
    // In whole lines: a test's name and its result, written apart, stay on one line. The part's
    // module lies outside the project, so the project's config is named.
    modules.map((module) =>
      runInWholeLines(
        Deno.execPath(),
        ["test", "-A", "--config", configPath, ...check, module],
        env,
      )
    ),
  );
  return results.every(Boolean);
}

/** Drops the databases this run made on a server it does not own. */
async function dropTestDatabases(adminUrl: string, template: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'lw_test_%' or datname = ${template}`;
    for (const { datname } of rows) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  if (!await run(Deno.execPath(), ["install", "--quiet"])) return 1;

  const env: Record<string, string> = { ...Deno.env.toObject() };
  const externalUrl = env.DATABASE_URL || undefined;
  delete env.DATABASE_URL; // the tests choose their databases themselves

  const chromium = await ensureChromium();
  if (!chromium) {
    if (CI) {
      console.error("test: Chromium is missing and could not be installed (CI=true): failing.");
      return 1;
    }
    console.warn("test: Chromium not available: the browser tests are skipped.");
  }
  const browserSuites = chromium !== null && runsBrowserSuites(Deno.args);
  // A server process spends about 10 s migrating and seeding the data dir that every browser
  // suite's server starts from: it runs beside everything below.
  const seeding = browserSuites ? seededDataDir() : null;
  seeding?.catch(() => {}); // awaited below; a failure before then must not end the process

  let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> = null;
  const adminUrl = externalUrl ?? (cluster = await startThrowawayPostgres())?.url;
  if (!adminUrl) {
    if (CI) {
      console.error("test: no PostgreSQL server could be started (CI=true): failing.");
      await removeSeeded(seeding);
      return 1;
    }
    console.warn("test: no PostgreSQL server available: the [postgres] tests are skipped.");
  }

  const scratch = await Deno.makeTempDir({ prefix: "legalwatch-test-" });
  let shared: SharedBrowserRun | null = null;
  try {
    const bundle = await ensureWebBundle({});
    if (bundle.built) console.log(`test: built the web bundle in ${Math.round(bundle.ms)} ms`);
    // The template first: PGlite's start blocks this thread for seconds at a time, which must
    // not hold up postgres.js's connection handshake.
    const template = adminUrl ? await prepareTemplate(adminUrl) : "";
    let seededTemplate: string | null;
    [env.TEST_PGLITE_DUMP, shared, seededTemplate] = await Promise.all([
      dumpMigratedPglite(scratch),
      seeding ? startSharedBrowserRun(chromium!, await seeding) : null,
      // The seeded database that the suites with a server of their own copy (web/e2e/server.ts).
      browserSuites && adminUrl ? seededPostgresDatabase(adminUrl, template) : null,
    ]);
    if (seededTemplate) env.E2E_SEEDED_TEMPLATE_DB = seededTemplate;
    if (adminUrl) {
      env.TEST_DATABASE_URL = adminUrl;
      env.TEST_TEMPLATE_DB = template;
    }
    if (chromium) env.CHROMIUM_PATH = chromium;
    if (shared) Object.assign(env, shared.env);
    // Types are `deno task check`'s job (ADR 0193); a run with arguments checks the files it is
    // given, as `deno test` does, unless CI has just checked them all.
    const check = CI || Deno.args.length === 0 ? ["--no-check"] : [];
    const ok = await runTests(env, check, scratch);
    if (adminUrl && externalUrl) await dropTestDatabases(adminUrl, template);
    console.log(`test: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return ok ? 0 : 1;
  } finally {
    const stopping = performance.now();
    await shared?.stop();
    await removeSeeded(seeding);
    await cluster?.stop();
    await Deno.remove(scratch, { recursive: true }).catch(() => {});
    console.log(
      `test: stopped the servers in ${((performance.now() - stopping) / 1000).toFixed(1)} s`,
    );
  }
}

/** Removes the seeded data dir, if one was being made. */
async function removeSeeded(seeding: Promise<string> | null): Promise<void> {
  const seeded = await seeding?.catch(() => null);
  if (seeded) await Deno.remove(seeded, { recursive: true }).catch(() => {});
}

/** The one server and one Chromium that every browser suite of the run connects to. */
interface SharedBrowserRun {
  env: {
    E2E_SERVER_URL: string;
    E2E_DATA_DIR: string;
    E2E_BROWSER_WS: string;
    E2E_SEEDED_DATA_DIR: string;
  };
  stop(): Promise<void>;
}

async function startSharedBrowserRun(
  chromium: string,
  seeded: string,
): Promise<SharedBrowserRun> {
  const [server, browser] = await Promise.all([
    startServer({}, { seeded }),
    launchBrowserServer(chromium),
  ]);
  return {
    env: {
      E2E_SERVER_URL: server.url,
      E2E_DATA_DIR: server.dataDir,
      E2E_BROWSER_WS: browser.wsEndpoint(),
      E2E_SEEDED_DATA_DIR: seeded,
    },
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
}

if (import.meta.main) Deno.exit(await main());
