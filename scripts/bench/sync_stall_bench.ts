/**
 * How long a feed sync holds the event loop (what /api/health would wait) while it syncs one
 * hostile document of 5 MiB (feeds, and documents of empty items: issue 23), on real PostgreSQL
 * with the offline analysis, as the cron runs it.
 * A lag probe (a timer every 5 ms) measures the longest stall; the target is 50 ms. The probe
 * of an idle process is printed first: on a busy machine the OS alone makes stalls that long.
 * "its CPU" is how long the main thread ran on a CPU during the longest stall (loop_lag.ts): far
 * less than the stall means the thread waited for a core other processes had, not for the sync.
 * `deno run -A scripts/bench/sync_stall_bench.ts [--mib N] [--pglite]` (--pglite: on the
 * embedded PGlite, whose queries run on the main thread, instead of PostgreSQL)
 */
import { openDatabase } from "../../db/client.ts";
import type { SourceFormat } from "../../domain/sources.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import { SyncService } from "../../workers/feeds/sync_service.ts";
import {
  EMPTY_ITEM_SERVING,
  type EmptyItemFormat,
  emptyItemsDocument,
} from "../../workers/feeds/testdata/empty_items.ts";
import { generateRssFeed } from "../../workers/feeds/testdata/generate_feed.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { startLagProbe } from "./loop_lag.ts";

/** The figures of one feed. */
export interface StallResult {
  feed: string;
  mib: number;
  items: number;
  /** Entries the parser dropped as empty, and entries after its item cap (ADR 0102). */
  empty: number;
  overCap: number;
  inserted: number;
  syncMs: number;
  longestStallMs: number;
  /** How long the main thread ran on a CPU during the longest stall (loop_lag.ts). */
  longestStallCpuMs: number;
  stallsOver50ms: number;
}

/** The stall target, in ms. */
export const TARGET_STALL_MS = 50;

function rss(items: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>` +
    `<title>Hostile feed</title><link>https://hostile.example/</link>${items.join("\n")}` +
    `</channel></rss>\n`;
}

function item(key: string, i: number, description: string): string {
  return `<item><title>Finance Act ${i} amendment</title>` +
    `<link>https://hostile.example/${key}/${i}</link><description>${description}</description>` +
    `</item>`;
}

/** A hostile document: its text, and how it is served and read when not an RSS feed. */
export interface HostileDocument {
  text(key: string): string;
  contentType?: string;
  /** The source's format; default "auto". */
  format?: SourceFormat;
}

/** A document of `items` empty items. */
function emptyItems(format: EmptyItemFormat, items: number): HostileDocument {
  const { contentType, sourceFormat } = EMPTY_ITEM_SERVING[format];
  return { text: () => emptyItemsDocument(format, items), contentType, format: sourceFormat };
}

/** Hostile documents of about `bytes` bytes, by name. */
export function hostileFeeds(bytes: number): Record<string, HostileDocument> {
  const repeatTo = (unit: string, size: number) =>
    unit.repeat(Math.max(0, Math.floor(size / unit.length)));
  const itemsOf = (unit: string, itemBytes: number) => (key: string) =>
    rss(
      Array.from({ length: Math.floor(bytes / itemBytes) }, (_, i) =>
        item(key, i, repeatTo(unit, itemBytes - 150))),
    );
  const feeds: Record<string, (key: string) => string> = {
    // The first document over the off-thread threshold starts the sync's worker (once).
    "300 KB feed: starts the worker": (key) =>
      generateRssFeed({ items: 450, key, baseUrl: "https://hostile.example" }),
    "1 item of &lt;script": (key) => rss([item(key, 0, repeatTo("&lt;script", bytes - 300))]),
    "1 item of deep &lt;div&gt;": (key) =>
      rss([item(key, 0, repeatTo("&lt;div&gt;x", bytes - 300))]),
    "5,000 items of &lt;script": itemsOf("&lt;script", Math.floor(bytes / 5000)),
    "20,000 small items": itemsOf("The Act &amp; more. ", Math.floor(bytes / 20_000)),
    "benign generated feed": (key) =>
      generateRssFeed({ items: Math.floor(bytes / 680), key, baseUrl: "https://hostile.example" }),
  };
  return {
    ...Object.fromEntries(Object.entries(feeds).map(([name, text]) => [name, { text }])),
    // Issue 23: 1.7 million `{}` results, 416k JSON Feed items, 300k RSS items in 5 MiB.
    "federal-register of {}": emptyItems("federal-register", Math.floor((bytes - 20) / 3)),
    "JSON Feed of empty items": emptyItems("json-feed", Math.floor(bytes / 12.6)),
    "RSS of empty items": emptyItems("rss", Math.floor(bytes / 17.5)),
  };
}

async function idleFloor(ms: number): Promise<StallResult> {
  const probe = startLagProbe();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const lag = probe.stop();
  return {
    feed: "(idle: no sync)",
    mib: 0,
    items: 0,
    empty: 0,
    overCap: 0,
    inserted: 0,
    syncMs: ms,
    longestStallMs: lag.longestMs,
    longestStallCpuMs: lag.longestCpuMs,
    stallsOver50ms: lag.over50ms,
  };
}

/** Runs the benchmark and prints a table. */
export async function main(
  options: { mib?: number; pglite?: boolean } = {},
): Promise<StallResult[]> {
  const mib = options.mib ?? 5;
  // Just under the fetcher's 5 MiB cap.
  const feeds = Object.entries(hostileFeeds(mib * 1024 * 1024 - 4096));
  const bodies = new Map<string, { body: Uint8Array; type: string }>();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const served = bodies.get(new URL(req.url).pathname);
    return served
      ? new Response(served.body.slice(), { headers: { "content-type": served.type } })
      : new Response("not found", { status: 404 });
  });
  const pg = options.pglite ? null : await startThrowawayPostgres();
  if (!pg && !options.pglite) throw new Error("bench: no PostgreSQL server binaries found");
  const database = await openDatabase(pg ? { url: pg.url } : {});
  const results: StallResult[] = [await idleFloor(3000)];
  try {
    await database.migrate();
    const db = database.db;
    const [j] = await db.insert(jurisdictions).values({ name: "Stall bench" }).returning();
    for (const [index, [name, document]] of feeds.entries()) {
      const path = `/feed${index}`;
      const body = new TextEncoder().encode(document.text(`f${index}`));
      bodies.clear();
      bodies.set(path, { body, type: document.contentType ?? "application/rss+xml" });
      const [source] = await db.insert(rssSources).values({
        jurisdictionId: j!.id,
        name,
        format: document.format ?? "auto",
        url: `http://127.0.0.1:${server.addr.port}${path}`,
        sourceType: "specialist", // no filter: every item is stored
      }).returning();
      const probe = startLagProbe();
      const started = performance.now();
      const run = await new SyncService({
        db,
        analyser: createOfflineAnalyser(),
        now: () => new Date(),
        allowPrivate: true,
        fetchTimeoutMs: 60_000,
      }).syncSourceNow(source!.id);
      if (!run) throw new Error("bench: the source is being synced already");
      const summary = await run.summary;
      await run.finished;
      const syncMs = performance.now() - started;
      const lag = probe.stop();
      if (summary.errors.length) throw new Error(`bench: ${JSON.stringify(summary.errors[0])}`);
      results.push({
        feed: name,
        mib: body.byteLength / 1024 / 1024,
        items: summary.itemsFound,
        empty: summary.emptyItems,
        overCap: summary.itemsOverCap,
        inserted: summary.itemsInserted,
        syncMs,
        longestStallMs: lag.longestMs,
        longestStallCpuMs: lag.longestCpuMs,
        stallsOver50ms: lag.over50ms,
      });
    }
  } finally {
    await server.shutdown();
    await database.close();
    await pg?.stop();
  }
  printTable(results, database.driver);
  return results;
}

function printTable(results: StallResult[], driver: string): void {
  const widths = [34, 7, 8, 9, 9, 10, 10, 18, 10, 10];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 10)).join("");
  console.log(
    `\nevent-loop stalls while syncing one feed on ${driver} ` +
      `(target: longest ≤ ${TARGET_STALL_MS} ms)`,
  );
  console.log(line([
    "feed",
    "MiB",
    "items",
    "empty",
    "over cap",
    "inserted",
    "sync ms",
    "longest stall ms",
    "its CPU",
    "> 50 ms",
  ]));
  for (const r of results) {
    console.log(line([
      r.feed,
      r.mib.toFixed(2),
      String(r.items),
      String(r.empty),
      String(r.overCap),
      String(r.inserted),
      r.syncMs.toFixed(0),
      r.longestStallMs.toFixed(0),
      r.longestStallCpuMs.toFixed(0),
      String(r.stallsOver50ms),
    ]));
  }
  const load = Deno.loadavg().map((n) => n.toFixed(1)).join(" ");
  console.log(`load average ${load} on ${navigator.hardwareConcurrency} cores`);
}

if (import.meta.main) {
  const at = Deno.args.indexOf("--mib");
  await main({
    mib: at >= 0 ? Number(Deno.args[at + 1]) : undefined,
    pglite: Deno.args.includes("--pglite"),
  });
}
