/**
 * `deno task worker` as real processes on one PostgreSQL database, with real feed servers on
 * several loopback addresses: the workers and the server's own loop share the sources through
 * the queue (each fetched once in a round), and a worker killed mid-round costs only its claims.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, openDatabase, rowsOf } from "../db/client.ts";
import { jurisdictions, rssSources } from "../db/schema.ts";
import { createOfflineAnalyser } from "../workers/ai/offline.ts";
import { type FeedFarm, startFeedFarm } from "../workers/feeds/feed_farm_test_helper.ts";
import { SyncService } from "../workers/feeds/sync_service.ts";

const adminUrl = Deno.env.get("TEST_DATABASE_URL");
const template = Deno.env.get("TEST_TEMPLATE_DB");
const WORKER = new URL("./worker.ts", import.meta.url).pathname;

/** A database of its own, copied from the migrated template, and its URL. */
async function freshDatabase(): Promise<
  { url: string; database: Database; drop(): Promise<void> }
> {
  const name = `lw_test_workers_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 4 });
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A `deno task worker` process. */
function startWorker(databaseUrl: string, env: Record<string, string> = {}) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", WORKER],
    env: {
      DATABASE_URL: databaseUrl,
      ALLOW_PRIVATE_FETCH: "true",
      SYNC_CLAIM_SECONDS: "30",
      ...env,
    },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
}

async function seed(database: Database, farm: FeedFarm, count: number): Promise<void> {
  const [j] = await database.db.insert(jurisdictions).values({ name: "Farm" }).returning();
  await database.db.insert(rssSources).values(Array.from({ length: count }, (_, i) => ({
    jurisdictionId: j!.id,
    name: `Feed ${i}`,
    url: farm.url(i, `s${i}`),
    sourceType: "specialist" as const, // no filter: every item is stored
  })));
}

async function counts(database: Database) {
  const [row] = rowsOf<{ synced: number; held: number; updates: number; distinct: number }>(
    await database.db.execute(sql`select
      (select count(*)::int from rss_sources where last_sync_status = 'success') as synced,
      (select count(*)::int from rss_sources where claimed_until is not null) as held,
      (select count(*)::int from legal_updates) as updates,
      (select count(distinct source_url_key)::int from legal_updates) as distinct`),
  );
  return row!;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`worker_test: timed out waiting for ${what}`);
}

const HOSTS = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];

Deno.test({
  name: "two workers and the server sync 200 sources once each, and stop cleanly on SIGTERM",
  ignore: !adminUrl || !template,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { url, database, drop } = await freshDatabase();
    const farm = startFeedFarm({ hosts: HOSTS, items: 3, delayMs: 20 });
    const workers = [startWorker(url), startWorker(url)];
    try {
      await seed(database, farm, 200);
      // The server's own loop takes part too.
      const own = await new SyncService({
        db: database.db,
        analyser: createOfflineAnalyser(),
        now: () => new Date(),
        allowPrivate: true,
        queue: { holder: "server", concurrency: 4, claimMs: 30_000 },
      }).runRound();
      await until(async () => (await counts(database)).synced === 200, "every source synced");
      const after = await counts(database);
      assert.equal(after.held, 0, "every claim released");
      assert.equal(after.updates, 600, "every item inserted");
      assert.equal(after.distinct, 600, "and only once");
      assert.equal(farm.requests.size, 200);
      assert.ok([...farm.requests.values()].every((n) => n === 1), "each feed fetched once");
      assert.ok(own.sourcesSynced < 200, "the workers took part");
    } finally {
      for (const worker of workers) worker.kill("SIGTERM");
      const statuses = await Promise.all(workers.map((w) => w.status));
      await farm.close();
      await drop();
      assert.deepEqual(statuses.map((s) => s.code), [0, 0], "SIGTERM: a clean exit");
    }
  },
});

Deno.test({
  name: "a worker killed mid-round: another syncs its sources once its claims expire",
  ignore: !adminUrl || !template,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { url, database, drop } = await freshDatabase();
    const farm = startFeedFarm({ hosts: HOSTS, items: 3, delayMs: 300 });
    const env = { SYNC_CLAIM_SECONDS: "2" };
    const doomed = startWorker(url, env);
    let survivor: Deno.ChildProcess | null = null;
    try {
      await seed(database, farm, 40);
      await until(() => Promise.resolve(farm.inFlight() >= 4), "the first worker's fetches");
      doomed.kill("SIGKILL");
      await doomed.status;
      const held = await counts(database);
      assert.ok(held.held > 0, "the killed worker left claims behind");
      survivor = startWorker(url, env);
      await until(async () => (await counts(database)).synced === 40, "every source synced");
      const after = await counts(database);
      assert.equal(after.updates, 120);
      assert.equal(after.distinct, 120);
      assert.equal(after.held, 0);
      const twice = [...farm.requests.values()].filter((n) => n === 2).length;
      assert.ok(twice >= 1, "the killed worker's sources were fetched again by the other");
      assert.ok([...farm.requests.values()].every((n) => n <= 2));
    } finally {
      survivor?.kill("SIGTERM");
      await survivor?.status;
      await farm.close();
      await drop();
    }
  },
});

Deno.test("a worker refuses the embedded PGlite in one line", async () => {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", WORKER],
    env: { DATABASE_URL: "" },
    stdout: "null",
    stderr: "piped",
  }).output();
  assert.equal(code, 1);
  const lines = new TextDecoder().decode(stderr).trim().split("\n");
  assert.equal(lines.length, 1);
  assert.match(
    lines[0]!,
    /^worker: DATABASE_URL is not set; the embedded PGlite opens in one process/,
  );
});
