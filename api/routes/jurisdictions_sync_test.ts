import assert from "node:assert/strict";
import { rssSources } from "../../db/schema.ts";
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

dbTest("syncing a jurisdiction is for superadmins only", async ({ db }) => {
  const { app } = createTestApp(db, { config });
  const path = "/api/jurisdictions/1/sync";
  assert.equal((await new TestClient(app).post(path)).status, 401);
  for (const role of ["user", "admin"] as const) {
    const client = await signedInClient(app, await makeUser(db, role));
    assert.equal((await client.post(path)).status, 403, role);
  }
});

dbTest("syncing one jurisdiction takes only its sources and reports failures", async ({ db }) => {
  await withServer(async (server) => {
    const { app } = createTestApp(db, { config });
    const { beta } = await seedSources(db, server);
    const [broken] = await db.insert(rssSources).values({
      jurisdictionId: beta.id,
      name: "Broken feed",
      url: server.url("/status/500"),
    }).returning();
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const response = await client.post(`/api/jurisdictions/${beta.id}/sync`);
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.message, "Synced 1 of 2 sources: 7 new updates; 1 failed.");
    assert.equal(body.itemsInserted, 7);
    assert.deepEqual(body.errors, [{
      sourceId: broken!.id,
      name: "Broken feed",
      error: "feeds/fetcher: HTTP 500 Internal Server Error",
    }]);
  });
});

dbTest("a jurisdiction sync is not started while another sync runs", async ({ db }) => {
  await withServer(async (server) => {
    const { app } = createTestApp(db, { config });
    const { alpha } = await seedSources(db, server);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const lease = await claimLease(db, SYNC_LEASE_KEY); // another instance is syncing
    assert.ok(lease);
    try {
      const response = await client.post(`/api/jurisdictions/${alpha.id}/sync`);
      assert.equal(response.status, 202);
      assert.deepEqual(await response.json(), { message: SYNC_MESSAGES.busy });
    } finally {
      await lease.release();
    }
    await whenIdle();
    assert.equal(await countUpdates(db), 0);
  });
});

dbTest("syncing an unknown jurisdiction is a 404", async ({ db }) => {
  const { app } = createTestApp(db, { config });
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const response = await client.post("/api/jurisdictions/999/sync");
  assert.equal(response.status, 404);
  assert.equal((await response.json()).message, SYNC_MESSAGES.jurisdictionNotFound);
});
