/**
 * The Task dialog's link list reads GET /api/auth/favorites: this maps the server's real answer
 * (a test app over a real database), so a change of the answer's shape shows here.
 */
import assert from "node:assert/strict";
import { jurisdictions, legalUpdates } from "../../../../db/schema.ts";
import { dbTest } from "../../../../db/testing.ts";
import { createTestApp, makeUser, signedInClient } from "../../../../api/testing.ts";
import { FavoritesResponse } from "@api/schemas/legal_updates.ts";
import { toLinkable } from "./task_list.ts";

dbTest(
  "the link list shows each favorite's title, jurisdiction name and category",
  async ({ db }) => {
    const [france] = await db.insert(jurisdictions).values({ name: "France" }).returning();
    const update = (title: string, i: number) => ({
      title,
      content: "",
      sourceUrl: `https://example.com/${i}`,
      sourceUrlKey: `https://example.com/${i}`,
      publishDate: new Date("2026-06-01T00:00:00Z"),
      status: "approved" as const,
      approvedAt: new Date("2026-06-02T00:00:00Z"),
    });
    const [taxed, plain] = await db.insert(legalUpdates).values([
      { ...update("French tax reform", 1), jurisdictionId: france!.id, aiCategory: "Tax" },
      { ...update("Unplaced notice", 2), jurisdictionId: null, aiCategory: null },
    ]).returning();
    const { app } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db));
    for (const { id } of [taxed!, plain!]) {
      assert.equal((await client.post(`/api/auth/favorites/${id}`)).status, 201);
    }

    const response = await client.get("/api/auth/favorites");
    assert.equal(response.status, 200);
    const body = FavoritesResponse.parse(await response.json());
    // Newest favorite first, as the server lists them.
    assert.deepEqual(toLinkable(body.updates), [
      { id: plain!.id, title: "Unplaced notice", jurisdictionName: null, aiCategory: "General" },
      { id: taxed!.id, title: "French tax reform", jurisdictionName: "France", aiCategory: "Tax" },
    ]);
  },
);
