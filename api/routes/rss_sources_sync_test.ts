import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { claimLease } from "../../workers/feeds/sync_lock.ts";
import { SYNC_LEASE_KEY, whenIdle } from "../../workers/feeds/sync_runner.ts";
import { SYNC_MESSAGES } from "../sources/sync_calls.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import {
  countUpdates,
  seedSources,
  SYNC_TEST_CONFIG as config,
  withServer,
} from "./sync_test_data.ts";

dbTest("source sync calls are for superadmins only", async ({ db }) => {
  const { app } = createTestApp(db, { config });
  const paths = ["/api/rss-sources/sync", "/api/rss-sources/1/sync"];
  for (const path of paths) {
    assert.equal((await new TestClient(app).post(path)).status, 401, path);
  }
  for (const role of ["user", "admin"] as const) {
    const client = await signedInClient(app, await makeUser(db, role));
    for (const path of paths) assert.equal((await client.post(path)).status, 403, path);
  }
});

dbTest("a full sync answers 202 at once and syncs every active source", async ({ db }) => {
  await withServer(async (server) => {
    const { app } = createTestApp(db, { config });
    await seedSources(db, server);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const response = await client.post("/api/rss-sources/sync");
    assert.equal(response.status, 202);
    assert.deepEqual(await response.json(), { message: SYNC_MESSAGES.started });
    await whenIdle();
    const rows = await db.select().from(legalUpdates);
    assert.equal(rows.length, 12);
    assert.ok(rows.every((r) => r.status === "pending" && r.analysisState === "done"));
  });
});

dbTest("the full sync's 202 does not wait for slow feeds", async ({ db }) => {
  await withServer(async (server) => {
    const { app } = createTestApp(db, { config });
    const [j] = await db.insert(jurisdictions).values({ name: "Slow" }).returning();
    const [slow] = await db.insert(rssSources).values({
      jurisdictionId: j!.id,
      name: "Slow feed",
      url: server.url("/slow?ms=1500"),
    }).returning();
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const started = performance.now();
    const response = await client.post("/api/rss-sources/sync");
    assert.equal(response.status, 202);
    assert.ok(performance.now() - started < 1000, "answered before the feed did");
    await whenIdle();
    const [stored] = await db.select().from(rssSources).where(eq(rssSources.id, slow!.id));
    assert.ok(stored?.lastSync, "the sync went on in the background");
  });
});

dbTest("a source sync already running is not started twice", async ({ db }) => {
  await withServer(async (server) => {
    const { app } = createTestApp(db, { config });
    const { alphaSource } = await seedSources(db, server);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const lease = await claimLease(db, SYNC_LEASE_KEY); // another instance is syncing
    assert.ok(lease);
    try {
      for (const path of ["/api/rss-sources/sync", `/api/rss-sources/${alphaSource.id}/sync`]) {
        const response = await client.post(path);
        assert.equal(response.status, 202, path);
        assert.deepEqual(await response.json(), { message: SYNC_MESSAGES.busy });
      }
    } finally {
      await lease.release();
    }
    await whenIdle();
    assert.equal(await countUpdates(db), 0);
  });
});

dbTest("syncing one source answers a summary and ignores its backoff", async ({ db }) => {
  await withServer(async (server) => {
    const { app, clock } = createTestApp(db, { config });
    const { alphaSource } = await seedSources(db, server);
    await db.update(rssSources).set({
      lastSyncStatus: "error",
      consecutiveErrors: 4,
      retryAfter: new Date(clock.now().getTime() + 3_600_000),
    }).where(eq(rssSources.id, alphaSource.id));
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const response = await client.post(`/api/rss-sources/${alphaSource.id}/sync`);
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.message, "Synced 1 of 1 source: 5 new updates.");
    assert.equal(body.sourcesSynced, 1);
    assert.equal(body.itemsFound, 5);
    assert.equal(body.itemsInserted, 5);
    assert.deepEqual(body.errors, []);
    assert.equal(await countUpdates(db), 5, "only that source");
    const [stored] = await db.select().from(rssSources).where(eq(rssSources.id, alphaSource.id));
    assert.equal(stored?.lastSyncStatus, "success");
    assert.equal(stored?.consecutiveErrors, 0);
  });
});

dbTest("syncing an unknown source is a 404", async ({ db }) => {
  const { app } = createTestApp(db, { config });
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  for (
    const path of [
      "/api/rss-sources/999/sync",
      "/api/rss-sources/abc/sync",
      "/api/rss-sources/99999999999/sync",
    ]
  ) {
    const response = await client.post(path);
    assert.equal(response.status, 404, path);
    assert.equal((await response.json()).message, SYNC_MESSAGES.sourceNotFound);
  }
});

dbTest(
  "a source's sync summary counts items without a link and unreadable dates",
  async ({ db }) => {
    await withServer(async (server) => {
      const { app } = createTestApp(db, { config });
      const [j] = await db.insert(jurisdictions).values({ name: "Courts" }).returning();
      const [source] = await db.insert(rssSources).values({
        jurisdictionId: j!.id,
        name: "Court notices",
        url: server.url("/feeds/guids_and_links.xml"),
        sourceType: "specialist",
      }).returning();
      const client = await signedInClient(app, await makeUser(db, "superadmin"));
      const body = await (await client.post(`/api/rss-sources/${source!.id}/sync`)).json();
      assert.equal(
        body.message,
        "Synced 1 of 1 source: 3 new updates; 3 items without a link skipped.",
      );
      assert.equal(body.itemsWithoutLink, 3);
      assert.equal(body.unreadableDates, 0);
    });
  },
);
