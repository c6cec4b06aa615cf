/**
 * Source health for the whole admin listing: the one statement of db/queries/source_health.ts
 * for every source, and GET /api/jurisdictions as an admin calls it (which carries the health of
 * each source), and the superadmin header's failing count (db/queries/failing_sources.ts, issue
 * 25), on a real PostgreSQL server (PGlite without server binaries or with --pglite).
 * `deno run -A scripts/bench/source_health_bench.ts [--sources 500] [--items 200,2000]`
 *
 * Items are spread over the last years, each source at its own pace (1 to 7 days apart), so
 * that the newest-10 and the 12-week windows read a small part of a long history.
 */
import { sql } from "drizzle-orm";
import { type Db, openDatabase } from "../../db/client.ts";
import { sourceHealthById } from "../../db/queries/source_health.ts";
import { countFailingSources } from "../../db/queries/failing_sources.ts";
import { createTestApp, makeUser, signedInClient, TestClock } from "../../api/testing.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median } from "./stats.ts";

function option(name: string, fallback: string): string {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] ?? fallback : fallback;
}

/** Empties the tables and fills `sources` sources with `items` items each. */
async function fill(db: Db, sources: number, items: number): Promise<void> {
  await db.execute(
    sql`truncate legal_updates, rss_sources, jurisdictions restart identity cascade`,
  );
  await db.execute(sql`
    insert into jurisdictions (name) select 'Jurisdiction ' || g from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into rss_sources (jurisdiction_id, name, url, last_sync, consecutive_errors)
    select 1 + g % 20, 'Source ' || g, 'https://s' || g || '.example/feed.xml', now(),
      case when g % 50 = 0 then 3 else 0 end
    from generate_series(1, ${sources}) g`);
  // Every 10th source stopped 60 days ago (silent); the others publish up to today.
  await db.execute(sql`
    insert into legal_updates (title, source_url, source_url_key, publish_date, created_at,
      rss_source_id, jurisdiction_id)
    select 'Item ' || i, k, k, d, d, s, 1 + s % 20
    from generate_series(1, ${sources}) s
      cross join generate_series(1, ${items}) i
      cross join lateral (select 'https://s' || s || '.example/items/' || i as k) key
      cross join lateral (
        select now() - (case when s % 10 = 0 then interval '60 days' else interval '0' end)
          - (i - 1) * (1 + s % 7) * interval '1 day' - (s % 24) * interval '1 hour' as d
      ) date`);
  await db.execute(sql`analyze`);
}

async function timeIt(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm the plan and the cache
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

const format = (times: number[]) =>
  `median ${median(times).toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${
    Math.max(...times).toFixed(1)
  })`;

export async function main(): Promise<void> {
  const sources = Number(option("sources", "500"));
  const itemCounts = option("items", "200,2000").split(",").map(Number);
  const cluster = Deno.args.includes("--pglite") ? null : await startThrowawayPostgres();
  const database = await openDatabase(cluster ? { url: cluster.url } : {});
  try {
    await database.migrate();
    const { db } = database;
    // The trigram index of the listing's search plays no part here and slows the fill.
    await db.execute(sql`drop index if exists legal_updates_search_idx`);
    console.log(`source health bench (${database.driver}), ${sources} sources`);
    for (const items of itemCounts) {
      const filled = performance.now();
      await fill(db, sources, items);
      const fillMs = performance.now() - filled;
      const health = await sourceHealthById(db, new Date());
      const tally = new Map<string, number>();
      for (const row of health.values()) tally.set(row.health, (tally.get(row.health) ?? 0) + 1);
      const query = await timeIt(20, () => sourceHealthById(db, new Date()));
      const failing = await timeIt(50, () => countFailingSources(db));

      const { app } = createTestApp(db, { clock: new TestClock(new Date()) });
      const admin = await signedInClient(app, await makeUser(db, "admin"));
      const listing = await timeIt(10, async () => {
        const res = await admin.get("/api/jurisdictions");
        if (res.status !== 200) throw new Error(`GET /api/jurisdictions answered ${res.status}`);
        await res.arrayBuffer();
      });
      console.log(
        `  ${items} items per source (${sources * items} updates, filled in ${
          (fillMs / 1000).toFixed(1)
        } s): ${[...tally].map(([k, v]) => `${v} ${k}`).join(", ")}`,
      );
      console.log(`    health of every source, one statement: ${format(query)}`);
      console.log(`    GET /api/jurisdictions as admin (with health): ${format(listing)}`);
      console.log(
        `    failing count of the header (${await countFailingSources(db)}): ${format(failing)}`,
      );
    }
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

if (import.meta.main) await main();
