import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { claimSource } from "../../db/queries/sync_queue.ts";
import { SYNC_MESSAGES } from "../sources/sync_calls.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import {
  countUpdates,
  seedSources,
  SYNC_TEST_SETTINGS as settings,
  syncNewSource,
  withServer,
} from "./sync_test_data.ts";

dbTest("source sync calls are for superadmins only", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
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
  await withServer(db, async (server, { app, sync }) => {
    await seedSources(db, server);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const response = await client.post("/api/rss-sources/sync");
    assert.equal(response.status, 202);
    assert.deepEqual(await response.json(), { message: SYNC_MESSAGES.started });
    await sync.whenIdle();
    const rows = await db.select().from(legalUpdates);
    assert.equal(rows.length, 12);
    assert.ok(rows.every((r) => r.status === "pending" && r.analysisState === "done"));
  });
});

dbTest("the full sync's 202 does not wait for slow feeds", async ({ db }) => {
  await withServer(db, async (server, { app, sync }) => {
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
    await sync.whenIdle();
    const [stored] = await db.select().from(rssSources).where(eq(rssSources.id, slow!.id));
    assert.ok(stored?.lastSync, "the sync went on in the background");
  });
});

dbTest("a source a worker is syncing now is not synced twice", async ({ db }) => {
  await withServer(db, async (server, { app, sync }) => {
    const { alphaSource, betaSource } = await seedSources(db, server);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    // Another worker holds the Alpha feed.
    assert.ok(await claimSource(db, { holder: "other-worker", claimMs: 60_000 }, alphaSource.id));
    const busy = await client.post(`/api/rss-sources/${alphaSource.id}/sync`);
    assert.equal(busy.status, 202);
    assert.deepEqual(await busy.json(), { message: SYNC_MESSAGES.busy });
    // "in progress" is about that source only: the others sync as usual.
    const other = await client.post(`/api/rss-sources/${betaSource.id}/sync`);
    assert.equal(other.status, 200);
    const all = await client.post("/api/rss-sources/sync");
    assert.equal(all.status, 202);
    assert.deepEqual(await all.json(), { message: SYNC_MESSAGES.started });
    await sync.whenIdle();
    const rows = await db.select().from(legalUpdates);
    assert.equal(rows.length, 7, "Beta's items only: Alpha is left to the worker holding it");
    assert.ok(rows.every((r) => r.rssSourceId === betaSource.id));
  });
});

dbTest("with WORKERS_IN_SERVER=false a full sync only marks the sources due", async ({ db }) => {
  const workersOnly = { ...settings, sync: { ...settings.sync, workersInServer: false } };
  await withServer(db, async (server, { app, clock, sync }) => {
    const { alphaSource } = await seedSources(db, server);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const response = await client.post("/api/rss-sources/sync");
    assert.equal(response.status, 202);
    await sync.whenIdle();
    assert.equal(await countUpdates(db), 0, "no sync in the server process");
    const [stored] = await db.select().from(rssSources).where(eq(rssSources.id, alphaSource.id));
    assert.equal(stored?.nextSyncAt.getTime(), clock.now().getTime(), "due now for the workers");
  }, workersOnly);
});

dbTest("syncing one source answers a summary and ignores its backoff", async ({ db }) => {
  await withServer(db, async (server, { app, clock }) => {
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
  const { app } = createTestApp(db, { settings });
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
    await withServer(db, async (server, { app }) => {
      const { body } = await syncNewSource(db, { server, app }, "/feeds/guids_and_links.xml");
      assert.equal(
        body.message,
        "Synced 1 of 1 source: 3 new updates; 3 items without a link skipped.",
      );
      assert.equal(body.itemsWithoutLink, 3);
      assert.equal(body.unreadableDates, 0);
    });
  },
);

dbTest(
  "a document of 6,000 items: 5,000 stored, the other 1,000 skipped, and the toast says so",
  async ({ db }) => {
    await withServer(db, async (server, { app }) => {
      const { sourceId, body } = await syncNewSource(
        db,
        { server, app },
        "/generated/cap.xml?items=6000&titles-only=1",
      );
      assert.equal(
        body.message,
        "Synced 1 of 1 source: 5,000 new updates; " +
          "1,000 items skipped (a document may carry at most 5,000).",
      );
      assert.deepEqual([body.itemsFound, body.itemsOverCap], [5_000, 1_000]);
      const stored = await db.select({ url: legalUpdates.sourceUrl }).from(legalUpdates)
        .where(eq(legalUpdates.rssSourceId, sourceId));
      assert.equal(stored.length, 5_000);
      // The document's first 5,000 items, in its order.
      assert.ok(stored.some((row) => row.url.endsWith("/cap/items/4999")));
      assert.ok(!stored.some((row) => row.url.endsWith("/cap/items/5000")));
    });
  },
);
