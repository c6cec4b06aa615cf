/**
 * The obligations backfill at start (ADR 0104): how long it takes to give
 * N analysed updates stored before extraction their obligations, and how long it holds the event
 * loop meanwhile (the start serves requests while it runs), on embedded PGlite, whose statements
 * run on the main thread (the worst case), or on PostgreSQL with --postgres. The updates are the
 * demo's texts, repeated under other links.
 * `deno run -A scripts/bench/obligations_backfill_bench.ts [--updates N] [--postgres]`
 */
import { openDatabase } from "../../db/client.ts";
import { insertNewUpdates, type NewUpdate } from "../../db/queries/ingest.ts";
import { generateDemoUpdates } from "../../db/seed/demo_updates.ts";
import { backfillObligations } from "../../workers/ai/obligations_backfill.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { startLagProbe } from "./loop_lag.ts";

const argument = (name: string) => {
  const at = Deno.args.indexOf(name);
  return at >= 0 ? Deno.args[at + 1] : undefined;
};
const count = Number(argument("--updates") ?? 5_000);
const onPostgres = Deno.args.includes("--postgres");

/** `count` analysed rows without extracted obligations (as stored before the marker). */
function legacyRows(): NewUpdate[] {
  const demo = generateDemoUpdates(new Date());
  return Array.from({ length: count }, (_, i) => {
    const u = demo[i % demo.length]!;
    const url = `https://backfill.example/${i}`;
    return {
      title: u.title,
      content: u.content,
      sourceUrl: url,
      sourceUrlKey: url,
      publishDate: u.publishDate,
      jurisdictionId: null,
      rssSourceId: null,
      aiSummary: u.aiSummary,
      aiCategory: u.aiCategory,
      analysisState: "done",
    };
  });
}

const pg = onPostgres ? await startThrowawayPostgres() : null;
if (onPostgres && !pg) throw new Error("bench: no PostgreSQL server binaries found");
const database = await openDatabase(pg ? { url: pg.url } : {});
try {
  await database.migrate();
  await insertNewUpdates(database.db, legacyRows());
  const probe = startLagProbe();
  const started = performance.now();
  const filled = await backfillObligations(database.db);
  const ms = performance.now() - started;
  const lag = probe.stop();
  const again = performance.now();
  await backfillObligations(database.db);
  const idleMs = performance.now() - again;
  console.log(
    `obligations backfill on ${pg ? "PostgreSQL" : "PGlite"}: ${filled} updates in ` +
      `${Math.round(ms)} ms (${Math.round(filled / (ms / 1000))} a second); longest stall ` +
      `${lag.longestMs.toFixed(1)} ms (its CPU ${lag.longestCpuMs.toFixed(1)} ms), ` +
      `${lag.over50ms} over 50 ms; a start with nothing left: ${idleMs.toFixed(1)} ms`,
  );
} finally {
  await database.close();
  await pg?.stop();
}
