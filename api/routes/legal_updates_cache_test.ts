import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { legalUpdates, userPreferences } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { insertListingFixture } from "./listing_test_data.ts";
import { testSettings } from "../../workers/settings.ts";

const LISTING = "/api/legal-updates?status=approved&page=1&limit=1000";

async function listedIds(client: TestClient, path = LISTING): Promise<number[]> {
  const response = await client.get(path);
  assert.equal(response.status, 200);
  return (await response.json()).updates.map((u: { id: number }) => u.id);
}

dbTest(
  "a kept listing answer is dropped as soon as an admin approves an update",
  async ({ db }) => {
    const { app } = createTestApp(db, {
      settings: testSettings({ server: { listingCacheMs: 60_000 } }),
    });
    await insertListingFixture(db);
    const [pending] = await db.select().from(legalUpdates).where(
      eq(legalUpdates.status, "pending"),
    );
    assert.ok(pending, "the fixture has a pending update");
    const visitor = new TestClient(app);
    const before = await listedIds(visitor);
    assert.ok(!before.includes(pending.id));

    const admin = await signedInClient(app, await makeUser(db, "admin"));
    const approve = await admin.patch(`/api/legal-updates/${pending.id}/status`, {
      status: "approved",
    });
    assert.equal(approve.status, 200);
    assert.ok((await listedIds(visitor)).includes(pending.id));
  },
);

dbTest("the shared answer is kept for its lifetime, then read afresh", async ({ db }) => {
  const { app, clock } = createTestApp(db, {
    settings: testSettings({ server: { listingCacheMs: 60_000 } }),
  });
  const { updateIds } = await insertListingFixture(db);
  const visitor = new TestClient(app);
  const before = await listedIds(visitor);
  // A change that did not come through this instance's API (another instance, a worker).
  const hidden = before[0]!;
  assert.ok(updateIds.includes(hidden));
  await db.update(legalUpdates).set({ status: "rejected" }).where(eq(legalUpdates.id, hidden));
  clock.advance(59_999);
  assert.deepEqual(await listedIds(visitor), before, "kept answer within its lifetime");

  clock.advance(1);
  const after = await listedIds(visitor);
  assert.ok(!after.includes(hidden), "read afresh once its lifetime is over");
  assert.deepEqual(after, before.filter((id) => id !== hidden));
});

dbTest("a user with source preferences never gets the shared answer", async ({ db }) => {
  const { app } = createTestApp(db, {
    settings: testSettings({ server: { listingCacheMs: 60_000 } }),
  });
  const { sourceIds } = await insertListingFixture(db);
  const everyone = await listedIds(new TestClient(app));
  const account = await makeUser(db);
  await db.insert(userPreferences).values({
    userId: account.id,
    rssSourceId: sourceIds.government,
  });
  const user = await signedInClient(app, account);
  const mine = await listedIds(user, `${LISTING}&userId=${account.id}`);
  assert.ok(mine.length < everyone.length, "preferences narrow the list");
});
