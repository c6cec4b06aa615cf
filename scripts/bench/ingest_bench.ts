/**
 * End-to-end ingest on real PostgreSQL: 50 generated feeds × 200 items served on loopback
 * addresses, synced by the real runner (guarded fetch, parse, filter, dedupe, bulk insert, then
 * the offline analysis). Targets: ≥ 2,000 new items/s; ≥ 10,000 items/s re-syncing the same
 * feeds (304s, and again with the validators dropped so that every item is a duplicate); the
 * process memory flat after 100,000 more stored updates. One more phase re-syncs the feeds with
 * 1 item in 10 corrected at the source: those become revisions (issue 16), re-analysed inline.
 * `deno run -A scripts/bench/ingest_bench.ts [--feeds N] [--items N] [--extra N] [--hosts N]`
 *
 * The feeds are spread over several loopback addresses (127.0.0.1, 127.0.0.2, …), as real feeds
 * are over several hosts: the sync fetches at most 2 feeds per host, 4 in all.
 */
import { eq, sql } from "drizzle-orm";
import { type Db, openDatabase, rowsOf } from "../../db/client.ts";
import { insertNewUpdates, type NewUpdate } from "../../db/queries/ingest.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import { markSourcesDue } from "../../db/queries/sync_queue.ts";
import { SyncService } from "../../workers/feeds/sync_service.ts";
import { generateRssFeed } from "../../workers/feeds/testdata/generate_feed.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";

/** Options of the benchmark. */
export interface IngestBenchOptions {
  feeds?: number;
  itemsPerFeed?: number;
  /** Updates inserted directly before the memory check. */
  extraRows?: number;
  /** Loopback addresses the feeds are spread over. */
  hosts?: number;
}

/** One measured phase. */
export interface PhaseResult {
  phase: string;
  items: number;
  inserted: number;
  /** Stored updates whose text changed: revisions recorded. */
  revised: number;
  ms: number;
  /** Of ms, the time until the feeds were stored (the rest is the analysis). */
  syncMs: number;
  itemsPerSecond: number;
  rssMiB: number;
  heapMiB: number;
}

const MIB = 1024 * 1024;
const rssMiB = () => Deno.memoryUsage().rss / MIB;
const heapMiB = () => Deno.memoryUsage().heapUsed / MIB;

interface FeedHost {
  urls: string[];
  /** Serves every feed again with 1 item in `every` corrected (a new ETag). */
  revise(every: number): void;
  close(): Promise<void>;
}

/** Serves pre-generated feeds (with ETag and 304) on 127.0.0.1 … 127.0.0.N. */
export function serveFeeds(feeds: number, items: number, hosts: number): FeedHost {
  const bodies = new Map<string, { body: Uint8Array; etag: string }>();
  const servers: Deno.HttpServer<Deno.NetAddr>[] = [];
  const urls: string[] = [];
  for (let h = 0; h < hosts; h++) {
    const hostname = `127.0.0.${h + 1}`;
    const server = Deno.serve({ hostname, port: 0, onListen() {} }, (req) => {
      const entry = bodies.get(new URL(req.url).pathname);
      if (!entry) return new Response("not found", { status: 404 });
      const headers = { etag: entry.etag, "content-type": "application/rss+xml" };
      if (req.headers.get("if-none-match") === entry.etag) {
        return new Response(null, { status: 304, headers });
      }
      return new Response(entry.body.slice(), { headers });
    });
    servers.push(server);
  }
  const serve = (revisedEvery?: number) => {
    urls.length = 0;
    for (let f = 0; f < feeds; f++) {
      const server = servers[f % hosts]!;
      const origin = `http://${server.addr.hostname}:${server.addr.port}`;
      const path = `/feeds/f${f}.xml`;
      const text = generateRssFeed({ items, key: `f${f}`, baseUrl: origin, revisedEvery });
      const etag = `"f${f}-${items}-${revisedEvery ?? 0}"`;
      bodies.set(path, { body: new TextEncoder().encode(text), etag });
      urls.push(`${origin}${path}`);
    }
  };
  serve();
  return {
    urls,
    revise: serve,
    close: async () => void await Promise.all(servers.map((s) => s.shutdown())),
  };
}

/** Syncs every source once, timed; `groupReports: false` leaves out grouping (issue 27). */
export async function timedSync(
  db: Db,
  phase: string,
  { items, groupReports = true }: { items: number; groupReports?: boolean },
): Promise<PhaseResult> {
  const started = performance.now();
  await markSourcesDue(db, { kind: "all" }, new Date());
  // The offline analyser runs inside the sync: the round's end is the sync's end too.
  const summary = await new SyncService({
    db,
    analyser: createOfflineAnalyser(),
    now: () => new Date(),
    allowPrivate: true,
    groupReports,
  }).runRound();
  const syncMs = performance.now() - started;
  const ms = performance.now() - started;
  if (summary.errors.length) throw new Error(`bench: ${JSON.stringify(summary.errors[0])}`);
  return {
    phase,
    items,
    inserted: summary.itemsInserted,
    revised: summary.itemsRevised,
    ms,
    syncMs,
    itemsPerSecond: items / (ms / 1000),
    rssMiB: rssMiB(),
    heapMiB: heapMiB(),
  };
}

async function insertExtraRows(db: Db, count: number): Promise<void> {
  const batch = 5_000;
  for (let start = 0; start < count; start += batch) {
    const rows: NewUpdate[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const url = `https://archive.example.gov/updates/${i}`;
      rows.push({
        title: `Archived regulation ${i} on financial reporting`,
        content: `Archived text ${i}: the regulation amends reporting duties of regulated firms.`,
        sourceUrl: url,
        sourceUrlKey: url,
        publishDate: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
        jurisdictionId: null,
        rssSourceId: null,
        aiSummary: `Archived regulation ${i}.`,
        aiCategory: "Financial Services",
        analysisState: "done",
      });
    }
    await insertNewUpdates(db, rows);
  }
}

function printTable(results: PhaseResult[]): void {
  const num = (n: number, digits = 0) =>
    n.toLocaleString("en-GB", { maximumFractionDigits: digits });
  const widths = [44, 9, 10, 9, 9, 9, 10, 9, 9];
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 9)).join("");
  console.log(
    line([
      "phase",
      "items",
      "inserted",
      "revised",
      "ms",
      "sync ms",
      "items/s",
      "rss MiB",
      "heap MiB",
    ]),
  );
  for (const r of results) {
    console.log(line([
      r.phase,
      num(r.items),
      num(r.inserted),
      num(r.revised),
      num(r.ms),
      num(r.syncMs),
      num(r.itemsPerSecond),
      num(r.rssMiB, 1),
      num(r.heapMiB, 1),
    ]));
  }
}

/** Runs the benchmark, prints a table and answers the figures. */
export async function main(options: IngestBenchOptions = {}): Promise<PhaseResult[]> {
  const feeds = options.feeds ?? 50;
  const itemsPerFeed = options.itemsPerFeed ?? 200;
  const extraRows = options.extraRows ?? 100_000;
  const total = feeds * itemsPerFeed;
  const pg = await startThrowawayPostgres();
  if (!pg) throw new Error("bench: no PostgreSQL server binaries found");
  const database = await openDatabase({ url: pg.url });
  const host = serveFeeds(feeds, itemsPerFeed, options.hosts ?? 10);
  try {
    await database.migrate();
    const db = database.db;
    const [j] = await db.insert(jurisdictions).values({ name: "Bench" }).returning();
    await db.insert(rssSources).values(host.urls.map((url, i) => ({
      jurisdictionId: j!.id,
      name: `Bench feed ${i}`,
      url,
    })));
    const dropValidators = () =>
      db.update(rssSources).set({ etag: null, lastModified: null })
        .where(eq(rssSources.jurisdictionId, j!.id));

    const results: PhaseResult[] = [];
    const baseline = rssMiB();
    results.push({
      phase: "start",
      items: 0,
      inserted: 0,
      revised: 0,
      ms: 0,
      syncMs: 0,
      itemsPerSecond: 0,
      rssMiB: baseline,
      heapMiB: heapMiB(),
    });
    results.push(await timedSync(db, "ingest: new items, analysed", { items: total }));
    results.push(await timedSync(db, "re-sync: all 304", { items: total }));
    await dropValidators();
    results.push(await timedSync(db, "re-sync: full fetch, all duplicates", { items: total }));
    const started = performance.now();
    await insertExtraRows(db, extraRows);
    const ms = performance.now() - started;
    results.push({
      phase: `(${extraRows.toLocaleString("en-GB")} more rows stored directly)`,
      items: extraRows,
      inserted: extraRows,
      revised: 0,
      ms,
      syncMs: ms,
      itemsPerSecond: extraRows / (ms / 1000),
      rssMiB: rssMiB(),
      heapMiB: heapMiB(),
    });
    await dropValidators();
    results.push(
      await timedSync(db, "re-sync after: full fetch, all duplicates", { items: total }),
    );
    results.push(await timedSync(db, "re-sync after: all 304", { items: total }));
    host.revise(10);
    results.push(await timedSync(db, "re-sync: 1 in 10 items revised", { items: total }));

    const [stored] = rowsOf<{ n: number; done: number }>(
      await db.execute(sql`select count(*)::int as n,
        count(*) filter (where analysis_state = 'done')::int as done from legal_updates`),
    );
    printTable(results);
    const load = Deno.loadavg().map((n) => n.toFixed(1)).join(" ");
    console.log(`load average ${load} on ${navigator.hardwareConcurrency} cores`);
    console.log(
      `stored updates: ${stored?.n}, analysed: ${stored?.done}; ` +
        `targets: ingest ≥ 2,000 items/s, re-sync ≥ 10,000 items/s, memory flat`,
    );
    return results;
  } finally {
    await host.close();
    await database.close();
    await pg.stop();
  }
}

if (import.meta.main) {
  const arg = (name: string) => {
    const at = Deno.args.indexOf(`--${name}`);
    return at >= 0 ? Number(Deno.args[at + 1]) : undefined;
  };
  await main({
    feeds: arg("feeds"),
    itemsPerFeed: arg("items"),
    extraRows: arg("extra"),
    hosts: arg("hosts"),
  });
}
