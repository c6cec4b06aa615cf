/**
 * How a full run shares the test files between the two cores. `deno test` runs its files in an
 * order of its own (the deepest paths first, whatever order they are given in), so the long
 * browser suites, two folders deep, started late and one of them often ran on alone at the end.
 * A full run instead starts {@link TEST_PROCESSES} `deno test` processes, one file at a time
 * each, over parts of about the same measured time, each part's files loaded by one module
 * ({@link partModule}). ADR 0157, ADR 0185, ADR 0191.
 */
import { join, relative } from "node:path";

/**
 * Test time per file measured in a full run (the sum of its top-level tests in the output, each
 * test found by its name in its file; 2026-11-27 at df0d52d, the mean of two runs of three
 * processes, each part one module, 170 and 174 s on a 2-core machine: only the ratios matter), for
 * files of 1 s or more. The other 302 files took 43 s together.
 */
export const MEASURED_SECONDS: Readonly<Record<string, number>> = {
  "web/e2e/accessibility_test.ts": 37,
  "scripts/backup_test.ts": 30.5,
  "web/e2e/sources_test.ts": 24,
  "web/e2e/admin_test.ts": 15.5,
  "web/e2e/alerts_test.ts": 14,
  "web/e2e/phones_test.ts": 12.5,
  "web/e2e/users_test.ts": 12,
  "api/routes/alerts_send_test_test.ts": 11.9,
  "web/e2e/listing_view_test.ts": 10,
  "web/e2e/trust_smaller_test.ts": 10,
  "web/e2e/revisions_test.ts": 9.5,
  "web/e2e/register_entry_test.ts": 9,
  "web/e2e/register_horizon_test.ts": 9,
  "scripts/worker_test.ts": 8.9,
  "web/e2e/legal_updates_test.ts": 8,
  "web/e2e/review_dialog_test.ts": 8,
  "web/e2e/auth_test.ts": 7.5,
  "web/e2e/form_errors_test.ts": 7.5,
  "web/e2e/tasks_test.ts": 7.5,
  "web/e2e/also_reported_by_test.ts": 7,
  "web/e2e/profile_test.ts": 6.5,
  "web/e2e/register_list_test.ts": 6.5,
  "workers/feeds/sync_test.ts": 6.1,
  "web/e2e/update_detail_test.ts": 6,
  "web/e2e/deep_links_test.ts": 5.5,
  "api/routes/rss_sources_sync_test.ts": 5.2,
  "api/routes/sign_in_test.ts": 4.8,
  "db/private_dir_test.ts": 4.5,
  "web/e2e/sso_test.ts": 4.5,
  "web/e2e/user_errors_test.ts": 4.5,
  "api/routes/register_evidence_test.ts": 4.4,
  "web/e2e/reports_test.ts": 4,
  "scripts/alerts_run_test.ts": 3.8,
  "api/reports/libreoffice_test.ts": 3.5,
  "web/e2e/monitoring_health_test.ts": 3.5,
  "web/e2e/listing_server_mode_test.ts": 3,
  "web/e2e/opml_import_test.ts": 3,
  "api/access_matrix_test.ts": 2.6,
  "web/e2e/api_tokens_test.ts": 2.5,
  "web/e2e/quality_test.ts": 2.5,
  "web/e2e/source_keys_test.ts": 2.5,
  "workers/alerts/deliver_test.ts": 2.5,
  "workers/feeds/off_thread_test.ts": 2.2,
  "api/routes/email_change_test.ts": 2,
  "db/client_test.ts": 2,
  "db/shared_pglite_test.ts": 2,
  "web/e2e/favorites_test.ts": 2,
  "web/e2e/freshness_view_test.ts": 2,
  "db/seed/seed_test.ts": 1.9,
  "api/routes/legal_updates_test.ts": 1.7,
  "workers/feeds/sources_sync_test.ts": 1.7,
  "api/routes/alerts_test.ts": 1.6,
  "api/routes/tasks_test.ts": 1.6,
  "web/e2e/api_docs_test.ts": 1.5,
  "api/routes/report_changes_test.ts": 1.3,
  "api/routes/oidc_test.ts": 1.2,
  "api/routes/profile_test.ts": 1.2,
  "api/routes/register_list_test.ts": 1.2,
  "api/routes/register_test.ts": 1.2,
  "api/routes/jurisdictions_test.ts": 1.1,
  "api/routes/legal_updates_admin_test.ts": 1.1,
  "api/routes/reports_validation_test.ts": 1,
  "web/e2e/demo_obligations_test.ts": 1,
  "web/e2e/opml_key_test.ts": 1,
  "web/e2e/source_schedule_test.ts": 1,
  "workers/feeds/row_work_test.ts": 1,
  "workers/feeds/sources/web_page_test.ts": 1,
};

/**
 * The time assumed for a file not measured: a browser suite as the measured ones' median, other
 * files as the measured runs' others on average.
 */
const UNMEASURED_BROWSER_SUITE_S = 6.5;
const UNMEASURED_FILE_S = 0.15;
/**
 * What every file costs beyond its tests: its own module (a part loads the imports they share
 * once, ADR 0191).
 */
const PER_FILE_S = 0.1;

/** The time a file is expected to take. */
export function expectedSeconds(file: string): number {
  const measured = MEASURED_SECONDS[file] ??
    (file.startsWith("web/e2e/") ? UNMEASURED_BROWSER_SUITE_S : UNMEASURED_FILE_S);
  return measured + PER_FILE_S;
}

/**
 * `deno test` processes of a full run. Three on two cores: each process spends part of its time
 * waiting on Chromium, a suite's server or a database, and a third fills those waits (ADR 0185;
 * figures in docs/performance.md).
 */
export const TEST_PROCESSES = 3;

/**
 * Splits `files` into `parts` lists of about the same expected time: the longest first, each to
 * the part with the least so far (longest processing time first).
 */
export function splitInto(files: readonly string[], parts: number): string[][] {
  const lists: string[][] = Array.from({ length: parts }, () => []);
  const totals: number[] = lists.map(() => 0);
  const longestFirst = [...files].sort((a, b) => expectedSeconds(b) - expectedSeconds(a));
  for (const file of longestFirst) {
    const part = totals.indexOf(Math.min(...totals));
    lists[part]!.push(file);
    totals[part]! += expectedSeconds(file);
  }
  return lists;
}

/** Names `deno test` takes for a test module. */
const TEST_FILE = /(?:^|[._])test\.(?:ts|tsx|mts|js|jsx|mjs)$/;

/** This runner: its name is a test module's, but it holds no tests (`deno test` loads it for none). */
const RUNNER = "scripts/test.ts";

/** Lists the test modules under `root`, skipping node_modules, dot folders and `exclude`. */
export async function testFiles(root: string, exclude: readonly string[]): Promise<string[]> {
  const skipped = new Set(exclude.map((path) => path.replace(/\/$/, "")));
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    for await (const entry of Deno.readDir(dir)) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      if (entry.name.startsWith(".") || entry.name === "node_modules" || skipped.has(rel)) continue;
      if (entry.isDirectory) await walk(path);
      else if (entry.isFile && TEST_FILE.test(entry.name) && rel !== RUNNER) found.push(rel);
    }
  }
  await walk(root);
  return found.sort();
}

/**
 * The source of a part's module: it imports the part's test files in order, so that one `deno
 * test` loads them all into one isolate. `deno test` gives every file it is handed an isolate of
 * its own, which loads the file's whole graph again (the app, drizzle, zod schemas: about 0.7 s of
 * CPU for a file that builds the app) and opens its own databases; imported by one module, the
 * files share one graph, one PostgreSQL database and one PGlite, and their tests run in this order
 * (ADR 0191).
 */
export function partModule(root: URL, files: readonly string[]): string {
  return files.map((file) => `import ${JSON.stringify(new URL(file, root).href)};\n`).join("");
}
