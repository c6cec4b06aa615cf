/**
 * Legal Updates listing speed on a real PostgreSQL server (issue 4): 100,000 updates of which
 * 25,000 approved, built with generate_series (scripts/bench/listing_data.ts). Prints, over
 * interleaved runs:
 * - the screen's call GET /api/legal-updates?status=approved&page=1&limit=1000 through a real
 *   Deno.serve on 127.0.0.1 (target median ≤ 40 ms), beside the bare SQL that produces the same
 *   rows (the same two statements through postgres.js, no HTTP, no JSON), and their ratio
 *   (target ≤ 1.5);
 *   first as built afresh for every request (the answer cache off), then with the answer cache
 *   production runs (LISTING_CACHE_MS, 5 s), which is what repeated visitors get;
 * - the gzip-compressed size of that answer (target ≤ 200 KB);
 * - a server-side search for a word (target median ≤ 30 ms) and the plan that serves it;
 * - the screen's call for a signed-in user whose source preference keeps 1 source (userId; the
 *   answer then says so, issue 25 item 4), in-process, beside the same call without userId;
 * - then, when Chromium and the web bundle are there, the browser typing figure
 *   (listing_typing.ts).
 * `deno run -A scripts/bench/listing_bench.ts [--runs N] [--no-browser] [--url URL]`
 * (--url: an existing database, filled on first use and reused after, instead of a throwaway
 * cluster; handy when iterating).
 */

import { gzipSync } from "node:zlib";
import postgres from "postgres";
import type { createApp } from "../../api/app.ts";
import { createAppOver } from "../../api/testing.ts";
import { openDatabase } from "../../db/client.ts";
import { type ListingFilters, listingStatements } from "../../db/queries/legal_update_listing.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { generateListingData } from "./listing_data.ts";
import { measureTyping } from "./listing_typing.ts";
import { median } from "./stats.ts";
import { testSettings } from "../../workers/settings.ts";
import { makeUser, signedInClient } from "../../api/testing.ts";
import { rssSources, userPreferences } from "../../db/schema.ts";

const LISTING = "/api/legal-updates?status=approved&page=1&limit=1000&excludeSpecialist=false";
/** A word in about 12% of the updates, and a two-word phrase (which takes the full recheck). */
const SEARCHES = ["sanctions", "export controls"];
const searchPath = (term: string) =>
  `/api/legal-updates?status=approved&search=${encodeURIComponent(term)}&page=1&limit=20`;

function flag(name: string): string | undefined {
  const at = Deno.args.indexOf(name);
  return at >= 0 ? Deno.args[at + 1] : undefined;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** The two statements the route runs for `filters`, as SQL text and parameters. */
async function bareStatements(db: Parameters<typeof listingStatements>[0], f: ListingFilters) {
  const statements = await listingStatements(db, f);
  return { page: statements.page.toSQL(), total: statements.total.toSQL() };
}

/** Deno's fetch asks for gzip itself and inflates; the app's own bytes show the wire size. */
async function gzipBytes(app: ReturnType<typeof createApp>, path: string) {
  const response = await app.request(`http://127.0.0.1${path}`, {
    headers: { "accept-encoding": "gzip" },
  });
  const raw = new Uint8Array(await response.arrayBuffer());
  const plain = await new Response(
    new Blob([raw]).stream().pipeThrough(new DecompressionStream("gzip")),
  ).text();
  return { encoding: response.headers.get("content-encoding"), wire: raw.length, plain };
}

/**
 * The screen's call for a user whose source preference keeps one source, beside the same call
 * without userId, both in-process (app.request), interleaved.
 */
async function measurePreference(
  app: ReturnType<typeof createApp>,
  db: Parameters<typeof listingStatements>[0],
  runs: number,
): Promise<void> {
  const user = await makeUser(db, "user");
  const client = await signedInClient(app, user);
  const [source] = await db.select({ id: rssSources.id }).from(rssSources).limit(1);
  if (!source) return;
  await db.insert(userPreferences).values({ userId: user.id, rssSourceId: source.id });
  const narrowed = `${LISTING}&userId=${user.id}`;
  const get = (path: string) => client.get(path).then((r) => r.arrayBuffer());
  for (let i = 0; i < 5; i++) await Promise.all([get(narrowed), get(LISTING)]);
  const withPreference: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < runs; i++) {
    withPreference.push(await timed(() => get(narrowed)));
    without.push(await timed(() => get(LISTING)));
  }
  const answer = await (await client.get(narrowed)).json();
  console.log(
    `listing limit=1000 with a source preference (1 source, ${answer.total} updates): median ${
      median(withPreference).toFixed(1)
    } ms in-process; without userId ${median(without).toFixed(1)} ms`,
  );
}

export async function main(): Promise<void> {
  const runs = Number(flag("--runs") ?? 40);
  const given = flag("--url");
  const cluster = given ? null : await startThrowawayPostgres();
  const url = given ?? cluster?.url;
  if (!url) {
    console.log("listing_bench: no PostgreSQL server binaries found: skipped.");
    return;
  }
  const database = await openDatabase({ url });
  const raw = postgres(url, { max: 10, onnotice: () => {} });
  let server: Deno.HttpServer | undefined;
  try {
    await database.migrate();
    const db = database.db;
    const [{ n } = { n: 0 }] = await raw<
      { n: number }[]
    >`select count(*)::int as n from legal_updates`;
    if (n === 0) {
      const built = await timed(() =>
        generateListingData(db, { total: 100_000, approved: 25_000 })
      );
      console.log(
        `dataset: 100,000 updates (25,000 approved) built in ${(built / 1000).toFixed(1)} s`,
      );
    }
    // As autovacuum would: statistics, and the visibility map the index-only count relies on.
    await raw.unsafe("vacuum (analyze, freeze)");

    const { app } = createAppOver(db, { webRoot: "/nonexistent" });
    // The same app with the production answer cache (api/answer_cache.ts), measured second.
    const { app: cachedApp } = createAppOver(db, {
      settings: testSettings({ server: { listingCacheMs: 5000 } }),
      webRoot: "/nonexistent",
    });
    let serving = app;
    // The server's own time: from the request reaching the app to its answer being complete
    // (the listing builds and compresses its whole body before answering, nothing streams).
    const handlerTimes: number[] = [];
    server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
      const started = performance.now();
      const response = await serving.fetch(req);
      handlerTimes.push(performance.now() - started);
      return response;
    });
    const base = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
    const fetchBody = (path: string) =>
      fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip" } }).then((r) => r.text());

    const listing = await bareStatements(db, { status: "approved", page: 1, limit: 1000 });
    const bare = () =>
      Promise.all([
        raw.unsafe(listing.page.sql, listing.page.params as never[], { prepare: false }).values(),
        raw.unsafe(listing.total.sql, listing.total.params as never[], { prepare: false }),
      ]);
    // Same rows: the bare query's ids are the answer's ids.
    const [bareRows] = await bare();
    const answer = JSON.parse(await fetchBody(LISTING));
    const sameIds = bareRows.length === answer.updates.length &&
      bareRows.every((row, i) => row[0] === answer.updates[i].id);
    console.log(
      `same rows in bare SQL and answer: ${sameIds} (${answer.updates.length} of ${answer.total})`,
    );

    const bareTimes: number[] = [];
    const fetchTimes: number[] = [];
    for (let i = 0; i < 5; i++) await Promise.all([bare(), fetchBody(LISTING)]);
    handlerTimes.length = 0;
    for (let i = 0; i < runs; i++) { // interleaved: both see the same load
      bareTimes.push(await timed(bare));
      fetchTimes.push(await timed(() => fetchBody(LISTING)));
    }
    const bareMs = median(bareTimes);
    const serverMs = median(handlerTimes);
    console.log(
      `listing limit=1000: server median ${serverMs.toFixed(1)} ms (target ≤ 40); seen by the ` +
        `client (fetch, gunzip, text) ${median(fetchTimes).toFixed(1)} ms`,
    );
    console.log(
      `  bare SQL median ${bareMs.toFixed(1)} ms; ratio server/bare ${
        (serverMs / bareMs).toFixed(2)
      } (target ≤ 1.5)`,
    );

    const analysed = await raw.unsafe(
      `explain (analyze, buffers off) ${listing.page.sql}`,
      listing.page.params as never[],
    );
    const last = analysed.map((r) => r["QUERY PLAN"] as string);
    console.log(
      `  page statement inside PostgreSQL: ${
        last.filter((l) => /Execution Time/.test(l)).join("")
      }`,
    );

    const size = await gzipBytes(app, LISTING);
    const gzipTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      gzipTimes.push(await timed(() => Promise.resolve(gzipSync(size.plain, { level: 2 }))));
    }
    const gzipMs = median(gzipTimes);
    console.log(
      `  of which gzip (level 2) ${gzipMs.toFixed(1)} ms; without it ${
        (serverMs - gzipMs).toFixed(1)
      } ms, ratio ${((serverMs - gzipMs) / bareMs).toFixed(2)}`,
    );
    console.log(
      `  answer: ${(size.plain.length / 1024).toFixed(0)} KB JSON, ${size.encoding} on the wire ${
        (size.wire / 1024).toFixed(1)
      } KB (target ≤ 200 KB)`,
    );

    // Steady state in production: every visitor asks the same page, kept for 5 s.
    serving = cachedApp;
    await fetchBody(LISTING);
    handlerTimes.length = 0;
    const cachedBare: number[] = [];
    for (let i = 0; i < runs; i++) {
      cachedBare.push(await timed(bare));
      await fetchBody(LISTING);
    }
    const cachedMs = median(handlerTimes);
    console.log(
      `  with the 5 s answer cache (LISTING_CACHE_MS, production default): server median ${
        cachedMs.toFixed(1)
      } ms; ratio server/bare ${(cachedMs / median(cachedBare)).toFixed(2)}`,
    );
    serving = app;

    for (const term of SEARCHES) {
      const path = searchPath(term);
      const searchTimes: number[] = [];
      const searched = JSON.parse(await fetchBody(path));
      for (let i = 0; i < 5; i++) await fetchBody(path);
      handlerTimes.length = 0;
      for (let i = 0; i < runs; i++) searchTimes.push(await timed(() => fetchBody(path)));
      console.log(
        `search '${term}' (${searched.total} approved matches, page of 20): server median ${
          median(handlerTimes).toFixed(1)
        } ms, seen by the client ${median(searchTimes).toFixed(1)} ms (target ≤ 30)`,
      );
    }
    const plan = await bareStatements(db, {
      status: "approved",
      search: SEARCHES[0],
      page: 1,
      limit: 20,
    });
    const explained = await raw.unsafe(`explain ${plan.total.sql}`, plan.total.params as never[]);
    const planText = explained.map((r) => r["QUERY PLAN"] as string)
      .filter((line) => !/Filter:/.test(line)).join("\n");
    console.log(
      `  count plan for '${SEARCHES[0]}' (trigram index used: ${
        planText.includes("legal_updates_search_idx")
      }):`,
    );
    console.log(planText.replace(/^/gm, "    "));

    await measurePreference(app, db, runs);

    if (!Deno.args.includes("--no-browser")) await measureTyping(url);
  } finally {
    await server?.shutdown();
    await raw.end({ timeout: 5 });
    await database.close();
    await cluster?.stop();
  }
}

if (import.meta.main) await main();
