import assert from "node:assert/strict";
import { eq, inArray } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import type { Db } from "../../db/client.ts";
import { legalUpdates, userFavorites } from "../../db/schema.ts";
import type { FavoritesResponse } from "../schemas/legal_updates.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { insertListingFixture } from "./listing_test_data.ts";

async function idsByStatus(db: Db, status: "approved" | "pending") {
  const rows = await db.select({ id: legalUpdates.id }).from(legalUpdates)
    .where(eq(legalUpdates.status, status)).orderBy(legalUpdates.id);
  return rows.map((r) => r.id);
}

async function favoritesOf(client: TestClient): Promise<FavoritesResponse> {
  const response = await client.get("/api/auth/favorites");
  assert.equal(response.status, 200);
  return await response.json();
}

dbTest("favorites are for signed-in users only", async ({ db }) => {
  await insertListingFixture(db, 10);
  const { app } = createTestApp(db);
  const [id] = await idsByStatus(db, "approved");
  const anonymous = new TestClient(app);
  for (
    const [method, path] of [
      ["GET", "/api/auth/favorites"],
      ["GET", `/api/auth/favorites/${id}/check`],
      ["POST", `/api/auth/favorites/${id}`],
      ["DELETE", `/api/auth/favorites/${id}`],
    ] as const
  ) {
    const response = await anonymous.request(method, path);
    assert.equal(response.status, 401, `${method} ${path}`);
  }
});

dbTest("adding is idempotent: 201 the first time, 200 after, listed once", async ({ db }) => {
  await insertListingFixture(db, 10);
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const [id] = await idsByStatus(db, "approved");
  const first = await client.post(`/api/auth/favorites/${id}`);
  assert.equal(first.status, 201);
  assert.deepEqual(await first.json(), { isFavorite: true });
  const again = await client.post(`/api/auth/favorites/${id}`);
  assert.equal(again.status, 200);
  assert.deepEqual(await again.json(), { isFavorite: true });
  const body = await favoritesOf(client);
  assert.equal(body.total, 1);
  assert.deepEqual(body.updates.map((u) => u.id), [id]);
  const check = await client.get(`/api/auth/favorites/${id}/check`);
  assert.deepEqual(await check.json(), { isFavorite: true });
});

dbTest("removing answers isFavorite false, also when it was not a favorite", async ({ db }) => {
  await insertListingFixture(db, 10);
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const [id] = await idsByStatus(db, "approved");
  await client.post(`/api/auth/favorites/${id}`);
  for (let i = 0; i < 2; i++) {
    const removed = await client.delete(`/api/auth/favorites/${id}`);
    assert.equal(removed.status, 200);
    assert.deepEqual(await removed.json(), { isFavorite: false });
  }
  assert.equal((await favoritesOf(client)).total, 0);
  const check = await client.get(`/api/auth/favorites/${id}/check`);
  assert.deepEqual(await check.json(), { isFavorite: false });
});

dbTest("unknown and unapproved updates are 404, a non-numeric id is 400", async ({ db }) => {
  await insertListingFixture(db, 10);
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const [pending] = await idsByStatus(db, "pending");
  for (
    const [method, path] of [
      ["POST", "/api/auth/favorites/999999"],
      ["GET", "/api/auth/favorites/999999/check"],
      ["DELETE", "/api/auth/favorites/999999"],
      ["POST", `/api/auth/favorites/${pending}`],
      ["GET", `/api/auth/favorites/${pending}/check`],
    ] as const
  ) {
    const response = await client.request(method, path, method === "POST" ? {} : undefined);
    assert.equal(response.status, 404, `${method} ${path}`);
    assert.equal((await response.json()).message, "Legal update not found.");
  }
  for (
    const path of ["/api/auth/favorites/abc", "/api/auth/favorites/1.5", "/api/auth/favorites/0"]
  ) {
    const response = await client.post(path);
    assert.equal(response.status, 400, path);
    assert.match((await response.json()).message, /Legal update id/);
  }
});

dbTest("one user's favorites are invisible to another", async ({ db }) => {
  await insertListingFixture(db, 10);
  const { app } = createTestApp(db);
  const alice = await signedInClient(app, await makeUser(db));
  const bob = await signedInClient(app, await makeUser(db));
  const [a, b] = await idsByStatus(db, "approved");
  await alice.post(`/api/auth/favorites/${a}`);
  await bob.post(`/api/auth/favorites/${b}`);
  assert.deepEqual((await favoritesOf(alice)).updates.map((u) => u.id), [a]);
  assert.deepEqual((await favoritesOf(bob)).updates.map((u) => u.id), [b]);
  assert.deepEqual(await (await bob.get(`/api/auth/favorites/${a}/check`)).json(), {
    isFavorite: false,
  });
  // Bob removing Alice's favorite changes nothing for her.
  await bob.delete(`/api/auth/favorites/${a}`);
  assert.deepEqual((await favoritesOf(alice)).updates.map((u) => u.id), [a]);
});

dbTest("newest favorite first, in the public shape with favoritedAt", async ({ db }) => {
  await insertListingFixture(db, 20);
  const { app, clock } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const ids = (await idsByStatus(db, "approved")).slice(0, 4);
  const added: string[] = [];
  for (const id of ids) {
    clock.advance(60_000);
    added.push(clock.now().toISOString());
    await client.post(`/api/auth/favorites/${id}`);
  }
  const body = await favoritesOf(client);
  assert.deepEqual(body.updates.map((u) => u.id), [...ids].reverse());
  assert.deepEqual(body.updates.map((u) => u.favoritedAt), [...added].reverse());
  for (const update of body.updates) {
    assert.equal(update.jurisdictionName, update.jurisdiction?.name ?? null);
    for (
      const key of ["title", "aiSummary", "aiCategory", "publishDate", "sourceUrl", "rssSource"]
    ) {
      assert.ok(key in update, key);
    }
  }
});

dbTest(
  "a favorite whose update leaves 'approved' is hidden, and back when re-approved",
  async ({ db }) => {
    await insertListingFixture(db, 10);
    const { app } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db));
    const [a, b] = await idsByStatus(db, "approved");
    await client.post(`/api/auth/favorites/${a}`);
    await client.post(`/api/auth/favorites/${b}`);
    await db.update(legalUpdates).set({ status: "rejected" }).where(inArray(legalUpdates.id, [a!]));
    const hidden = await favoritesOf(client);
    assert.deepEqual(hidden.updates.map((u) => u.id), [b]);
    assert.equal(hidden.total, 1);
    await db.update(legalUpdates).set({ status: "approved" }).where(eq(legalUpdates.id, a!));
    assert.equal((await favoritesOf(client)).total, 2);
  },
);

dbTest(
  "removing answers alike for every update one may not see; one's own favorite always goes",
  async ({ db }) => {
    await insertListingFixture(db, 10);
    const { app } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db));
    const [kept, other] = await idsByStatus(db, "approved");
    const [pending] = await idsByStatus(db, "pending");
    await client.post(`/api/auth/favorites/${kept}`);
    await db.update(legalUpdates).set({ status: "rejected" })
      .where(inArray(legalUpdates.id, [kept!, other!]));

    // A favorite whose update was rejected since can still be cleared.
    const removed = await client.delete(`/api/auth/favorites/${kept}`);
    assert.equal(removed.status, 200);
    assert.deepEqual(await removed.json(), { isFavorite: false });
    assert.deepEqual(
      await db.select().from(userFavorites).where(eq(userFavorites.legalUpdateId, kept!)),
      [],
    );

    // Rejected (never or no longer a favorite), pending and unknown: one answer.
    const answers = [];
    for (const id of [kept, other, pending, 999_999]) {
      const response = await client.delete(`/api/auth/favorites/${id}`);
      answers.push([response.status, await response.json()]);
    }
    const unknown = [404, { message: "Legal update not found." }];
    assert.deepEqual(answers, [unknown, unknown, unknown, unknown]);
  },
);
