/**
 * The order in which a full run hands the test files to `deno test`, which starts them in the
 * order given, one per core: the slowest first, so that the two jobs end together instead of
 * one core finishing a long browser suite alone at the end (deno's own order is alphabetical,
 * which put web/e2e/ last). ADR XXXX-slowest-test-files-first.
 */
import { join, relative } from "node:path";

/**
 * The files measured slowest (test time per file in a full run's output, 2026-11-26, e037ac7),
 * slowest first. An approximate order is enough: a file missing here only starts later.
 */
export const SLOWEST_FIRST: readonly string[] = [
  "web/e2e/accessibility_test.ts",
  "web/e2e/sources_test.ts",
  "web/e2e/users_test.ts",
  "web/e2e/admin_test.ts",
  "web/e2e/auth_test.ts",
  "web/e2e/revisions_test.ts",
  "web/e2e/trust_smaller_test.ts",
  "web/e2e/deep_links_test.ts",
  "web/e2e/alerts_test.ts",
  "web/e2e/review_dialog_test.ts",
  "web/e2e/phones_test.ts",
  "web/e2e/update_detail_test.ts",
  "web/e2e/user_errors_test.ts",
  "web/e2e/listing_view_test.ts",
  "scripts/alerts_run_test.ts",
  "web/e2e/opml_import_test.ts",
  "workers/feeds/sync_test.ts",
  "web/e2e/monitoring_health_test.ts",
  "web/e2e/legal_updates_test.ts",
  "workers/alerts/deliver_test.ts",
  "web/e2e/tasks_test.ts",
  "web/e2e/quality_test.ts",
  "web/e2e/profile_test.ts",
  "workers/alerts/expand_test.ts",
  "db/shared_pglite_test.ts",
  "scripts/worker_test.ts",
  "web/e2e/form_errors_test.ts",
  "api/routes/sign_in_test.ts",
  "web/e2e/listing_server_mode_test.ts",
  "workers/ai/runner/analyse_pending_test.ts",
  "workers/feeds/sync_revisions_test.ts",
  "api/routes/password_reset_test.ts",
  "web/e2e/reports_test.ts",
  "web/e2e/favorites_test.ts",
  "workers/ai/obligations_backfill_test.ts",
  "db/private_dir_test.ts",
];

/** Names `deno test` takes for a test module. */
const TEST_FILE = /(?:^|[._])test\.(?:ts|tsx|mts|js|jsx|mjs)$/;

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
      else if (entry.isFile && TEST_FILE.test(entry.name)) found.push(rel);
    }
  }
  await walk(root);
  return found.sort();
}

/**
 * Puts `files` in the order to start them: those of SLOWEST_FIRST in its order, then browser
 * suites not measured yet (a browser suite is among the longest files), then the rest.
 */
export function slowestFirst(files: readonly string[]): string[] {
  const rank = (file: string): number => {
    const measured = SLOWEST_FIRST.indexOf(file);
    if (measured >= 0) return measured;
    return SLOWEST_FIRST.length + (file.startsWith("web/e2e/") ? 0 : 1);
  };
  return files
    .map((file, index) => ({ file, index, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ file }) => file);
}
