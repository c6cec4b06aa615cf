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
  withServer,
} from "./sync_test_data.ts";

dbTest("syncing a jurisdiction is for superadmins only", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
  const path = "/api/jurisdictions/1/sync";
  assert.equal((await new TestClient(app).post(path)).status, 401);
  for (const role of ["user", "admin"] as const) {
    const client = await signedInClient(app, await makeUser(db, role));
    assert.equal((await client.post(path)).status, 403, role);
  }
});

dbTest("syncing one jurisdiction answers at once and syncs only its sources", async ({ db }) => {
  await withServer(db, async (server, { app, sync }) => {
    const { beta } = await seedSources(db, server);
    const [broken] = await db.insert(rssSources).values({
      jurisdictionId: beta.id,
      name: "Broken feed",
      url: server.url("/status/500"),
    }).returning();
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const response = await client.post(`/api/jurisdictions/${beta.id}/sync`);
    assert.equal(response.status, 202);
    assert.deepEqual(await response.json(), { message: SYNC_MESSAGES.started });
    await sync.whenIdle();
    const rows = await db.select().from(legalUpdates);
    assert.equal(rows.length, 7, "Beta's feed only");
    const [failed] = await db.select().from(rssSources).where(eq(rssSources.id, broken!.id));
    assert.equal(failed?.lastSyncStatus, "error");
    assert.equal(failed?.lastSyncError, "feeds/fetcher: HTTP 500 Internal Server Error");
  });
});

dbTest("a jurisdiction sync leaves a source that a worker holds to that worker", async ({ db }) => {
  await withServer(db, async (server, { app, sync }) => {
    const { alpha, alphaSource } = await seedSources(db, server);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    assert.ok(await claimSource(db, { holder: "other-worker", claimMs: 60_000 }, alphaSource.id));
    const response = await client.post(`/api/jurisdictions/${alpha.id}/sync`);
    assert.equal(response.status, 202);
    await sync.whenIdle();
    assert.equal(await countUpdates(db), 0, "not fetched a second time");
  });
});

dbTest("a jurisdiction without active sources has nothing to sync", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
  const [empty] = await db.insert(jurisdictions).values({ name: "Empty" }).returning();
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const response = await client.post(`/api/jurisdictions/${empty!.id}/sync`);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { message: SYNC_MESSAGES.nothingToSync });
});

dbTest("syncing an unknown jurisdiction is a 404", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const response = await client.post("/api/jurisdictions/999/sync");
  assert.equal(response.status, 404);
  assert.equal((await response.json()).message, SYNC_MESSAGES.jurisdictionNotFound);
});
