/**
 * Scale-out of the sync (issue 15): one round over SOURCES sources (default 5,000; `--sources N`)
 * on a local feed farm of 50 loopback hosts (127.0.0.10 to 127.0.0.59, so that the per-host
 * limit is realistic), each answer delayed 200 ms like a real publisher, synced by 1, 2 and 4
 * `deno task worker` processes on one throwaway PostgreSQL. Prints sources/s, the speed-up over
 * one worker and the workers' CPU per fetched source (user + system time of the worker
 * processes, from /proc; PostgreSQL's own CPU is not in it). Goal: 2 workers ≥ 1.8×, 4 ≥ 3×.
 */
import { sql } from "drizzle-orm";
import { type Db, openDatabase, rowsOf } from "../../db/client.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { startFeedFarm } from "../../workers/feeds/feed_farm_test_helper.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { cpuMs } from "./process_cpu.ts";
import { startWorker } from "./worker_process.ts";

const flag = Deno.args.indexOf("--sources");
const SOURCES = flag >= 0 ? Number(Deno.args[flag + 1]) : 5_000;
const WORKER_COUNTS = [1, 2, 4];
const DELAY_MS = 200;
const ITEMS = 5;
const HOSTS = Array.from({ length: 50 }, (_, i) => `127.0.0.${10 + i}`);
/** A worker of the bench: on its database, polling often, four syncs at once. */
const workerEnv = (url: string) => ({
  DATABASE_URL: url,
  ALLOW_PRIVATE_FETCH: "true",
  SYNC_POLL_SECONDS: "0.2",
  SYNC_CONCURRENCY: "4",
});

async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);
}

async function round(db: Db, url: string, workers: number) {
  await db.execute(sql`truncate legal_updates restart identity cascade`);
  await db.execute(sql`update rss_sources set next_sync_at = 'infinity', last_sync = null,
    last_sync_status = 'pending', etag = null, last_modified = null, claimed_until = null,
    claimed_by = null`);
  const children = await Promise.all(
    Array.from({ length: workers }, () => startWorker(workerEnv(url))),
  );
  const cpuBefore = await Promise.all(children.map((c) => cpuMs(c.pid)));
  const started = performance.now();
  await db.execute(sql`update rss_sources set next_sync_at = 'epoch'`);
  while (
    await scalar(db, sql`select count(*)::int as n from rss_sources where last_sync is null`)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await Promise.all(children.map((c) => cpuMs(c.pid)));
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((c) => c.status));
  const failed = await scalar(
    db,
    sql`select count(*)::int as n from rss_sources where last_sync_status <> 'success'`,
  );
  const items = await scalar(db, sql`select count(*)::int as n from legal_updates`);
  const cpu = cpuAfter.reduce((sum, v, i) => sum + v - cpuBefore[i]!, 0);
  return {
    workers,
    seconds,
    perSecond: SOURCES / seconds,
    failed,
    items,
    cpuPerSource: cpu / SOURCES,
  };
}

const pg = await startThrowawayPostgres();
if (!pg) throw new Error("bench: no PostgreSQL server could be started");
const farm = startFeedFarm({ hosts: HOSTS, items: ITEMS, delayMs: DELAY_MS });
const database = await openDatabase({ url: pg.url });
try {
  await database.migrate();
  const [j] = await database.db.insert(jurisdictions).values({ name: "Farm" }).returning();
  for (let from = 0; from < SOURCES; from += 1000) {
    await database.db.insert(rssSources).values(
      Array.from({ length: Math.min(1000, SOURCES - from) }, (_, k) => ({
        jurisdictionId: j!.id,
        name: `Feed ${from + k}`,
        url: farm.url(from + k, `s${from + k}`),
        sourceType: "specialist" as const,
      })),
    );
  }
  console.log(
    `scale_out: ${SOURCES} sources on ${HOSTS.length} hosts, ${DELAY_MS} ms per answer, ` +
      `${ITEMS} items per feed, SYNC_CONCURRENCY 4 per worker`,
  );
  const results = [];
  for (const workers of WORKER_COUNTS) {
    const result = await round(database.db, pg.url, workers);
    results.push(result);
    const speedUp = result.perSecond / results[0]!.perSecond;
    console.log(
      `  ${workers} worker(s): ${result.seconds.toFixed(1)} s, ${
        result.perSecond.toFixed(1)
      } sources/s, speed-up ${speedUp.toFixed(2)}×, CPU ${
        result.cpuPerSource.toFixed(2)
      } ms per source, ${result.items} items, ${result.failed} failed`,
    );
  }
} finally {
  await database.close();
  await farm.close();
  await pg.stop();
}
