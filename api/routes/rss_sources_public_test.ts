import assert from "node:assert/strict";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

dbTest(
  "signed-in users list the active sources by name, without URLs or sync state",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const [land] = await db.insert(jurisdictions).values({ name: "Testland" }).returning();
    const [gazette, firm] = await db.insert(rssSources).values([
      { jurisdictionId: land!.id, name: "Official Gazette", url: "https://a.example/feed" },
      {
        jurisdictionId: land!.id,
        name: "bird & Partners",
        url: "https://b.example/feed",
        sourceType: "specialist",
      },
      { jurisdictionId: land!.id, name: "Retired", url: "https://c.example/feed", isActive: false },
    ]).returning();

    assert.equal((await new TestClient(app).get("/api/rss-sources-public")).status, 401);
    const client = await signedInClient(app, await makeUser(db, "user"));
    const response = await client.get("/api/rss-sources-public");
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), [
      { id: firm!.id, name: "bird & Partners", sourceType: "specialist" },
      { id: gazette!.id, name: "Official Gazette", sourceType: "jurisdiction" },
    ]);
  },
);
