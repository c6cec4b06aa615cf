/**
 * `deno task bench backup`: `deno task backup` of a running server's embedded PGlite holding
 * UPDATES legal updates (2 KiB of text each, two duties each), and `deno task restore` of the file
 * into a new directory. Prints the backup's wall time and size, the longest answer of the listing
 * (asked every 50 ms, no cache) while the backup runs: how long the server waits for the snapshot
 * (ADR 0150), and the restore's wall time.
 * `--updates N` for another size (default 20,000).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../../db/client.ts";
import { startServerProcess } from "./server_process.ts";

const { values } = parseArgs({ args: Deno.args, options: { updates: { type: "string" } } });
const UPDATES = Number(values.updates ?? 20_000);
const ROOT = new URL("../../", import.meta.url).pathname;

async function fill(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const pglite = database.pglite!;
  await pglite.exec(`
    insert into jurisdictions (name) values ('Bench');
    insert into legal_updates (title, content, source_url, source_url_key, publish_date,
      jurisdiction_id, status, ai_summary, ai_category, analysis_state, obligations_extracted_at)
    select 'Update ' || i, repeat('Companies must file the annual return. ', 52),
      'https://bench.example/' || i, 'bench.example/' || i, now() - i * interval '1 hour',
      1, 'approved', 'A summary of update ' || i, 'Employment & Labor', 'done', now()
    from generate_series(1, ${UPDATES}) i;
    insert into legal_update_obligations (legal_update_id, position, actor, action, citation,
      confidence, source)
    select id, p, 'Companies', 'file the annual return', 'Companies must file.', 0.9, 'ai'
    from legal_updates, generate_series(0, 1) p;`);
  await database.close();
}

async function task(name: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", name, ...args],
    cwd: ROOT,
    env: { DATABASE_URL: "", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) {
    throw new Error(`bench: ${name} failed: ${new TextDecoder().decode(out.stderr)}`);
  }
  return performance.now() - started;
}

const work = await Deno.makeTempDir({ prefix: "lw-backup-bench-" });
const dataDir = `${work}/data`;
try {
  await fill(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    CRON: "false",
    ACCESS_LOG: "false",
    SEED_DEMO: "false",
    LISTING_CACHE_MS: "0",
    ADMIN_PASSWORD: "bench-password-123",
  });
  let longest = 0;
  let probes = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/api/legal-updates?page=1&limit=1`);
      await response.body?.cancel();
      longest = Math.max(longest, performance.now() - started);
      probes++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const file = `${work}/bench.backup`;
  let backupMs;
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    longest = 0;
    backupMs = await task("backup", [file], { DATA_DIR: dataDir });
  } finally {
    probing = false;
    await probe;
    await server.stop();
  }
  const size = (await Deno.stat(file)).size;
  const restoreMs = await task("restore", [file], { DATA_DIR: `${work}/restored` });
  const load = Deno.loadavg()[0]!.toFixed(1);
  console.log(
    `backup: ${UPDATES} updates + ${UPDATES * 2} duties: ${(backupMs / 1000).toFixed(1)} s ` +
      `(the whole task), ${(size / 1024 / 1024).toFixed(1)} MiB; the listing's longest answer ` +
      `meanwhile ${longest.toFixed(0)} ms (${probes} probes); restore ${
        (restoreMs / 1000).toFixed(1)
      } s; load ${load}`,
  );
} finally {
  await Deno.remove(work, { recursive: true });
}
