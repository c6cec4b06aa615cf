/**
 * The sync service as an instance (ADR 0106): each holds its own round and
 * background work, so two of them on two databases never wait for or join each other, and
 * stop() ends the round in flight.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { type Database, type Db, openDatabase } from "../../db/client.ts";
import { markSourcesDue } from "../../db/queries/sync_queue.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { hasTestPostgres, newTestDatabaseUrl } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import { startFeedServer } from "./feed_server_test_helper.ts";
import { SyncService } from "./sync_service.ts";

/** A fresh migrated PostgreSQL database of its own (the services must not share one). */
async function freshDatabase(): Promise<Database> {
  return await openDatabase({ url: await newTestDatabaseUrl(), maxConnections: 4 });
}

/** One active source at `url`, due now. */
async function addSource(db: Db, url: string) {
  const [j] = await db.insert(jurisdictions).values({ name: "Instance" }).returning();
  const [source] = await db.insert(rssSources).values({
    jurisdictionId: j!.id,
    name: "Gazette",
    url,
    sourceType: "specialist", // no filter: every item is stored
  }).returning();
  return source!;
}

function serviceOn(db: Db): SyncService {
  return new SyncService({
    db,
    now: () => new Date(),
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    // Longer than the slow feed takes: only stop() can end its fetch early.
    fetchTimeoutMs: 60_000,
  });
}

const sourceOf = async (db: Db, id: number) =>
  (await db.select().from(rssSources).where(eq(rssSources.id, id)))[0]!;

Deno.test({
  name: "two sync services on two databases keep apart; stop() aborts the round in flight",
  ignore: !hasTestPostgres(),
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const server = startFeedServer();
    const [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    try {
      const slow = await addSource(first.db, server.url("/slow?ms=30000"));
      const quick = await addSource(second.db, server.url("/generated/quick.xml?items=3"));
      const a = serviceOn(first.db);
      const b = serviceOn(second.db);

      // A's round hangs on its slow feed, in the background as a sync button starts it.
      const roundA = a.runRound();
      a.requestRound();
      while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 20));

      // B runs its own round meanwhile: it neither joins A's nor waits for it.
      const roundB = await b.runRound();
      assert.equal(roundB.sourcesSynced, 1);
      assert.equal(roundB.itemsInserted, 3);
      await markSourcesDue(second.db, { kind: "all" }, new Date());
      b.requestRound();
      await b.whenIdle(); // B's background work only
      assert.equal((await sourceOf(second.db, quick.id)).lastSyncStatus, "success");
      assert.ok((await sourceOf(first.db, slow.id)).claimedUntil, "A's sync is still running");
      assert.equal((await first.db.select().from(legalUpdates)).length, 0);

      await a.stop();
      const stopped = await roundA;
      assert.deepEqual([stopped.sourcesSynced, stopped.errors], [0, []]);
      const given = await sourceOf(first.db, slow.id);
      assert.equal(given.claimedUntil, null, "the claim was given back");
      assert.equal(given.lastSync, null, "nothing recorded for the aborted sync");
      const fetches = server.requests.length;
      assert.equal((await a.runRound()).sourcesSynced, 0, "a stopped service syncs nothing");
      assert.equal(server.requests.length, fetches);

      // B carries on after A stopped.
      await markSourcesDue(second.db, { kind: "all" }, new Date());
      assert.equal((await b.runRound()).sourcesSynced, 1);
      await b.stop();
    } finally {
      await server.close();
      await Promise.all([first.close(), second.close()]);
    }
  },
});
