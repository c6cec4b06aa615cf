import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { legalUpdates, users } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";
import { insertReviewFixture } from "./review_test_data.ts";

async function adminClient(db: Db) {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db, "admin");
  return { client: await signedInClient(app, account), account, clock };
}

dbTest("the admin listing shows every status with content and reviewer", async ({ db }) => {
  const { client } = await adminClient(db);
  const fixture = await insertReviewFixture(db, ["pending", "approved", "rejected"]);
  await client.patch(`/api/legal-updates/${fixture.updateIds[0]}/status`, { status: "rejected" });
  const res = await client.get("/api/admin/legal-updates?page=1&limit=1000");
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.total, 3);
  assert.equal(body.page, 1);
  assert.equal(body.limit, 1000);
  const [first] = body.updates;
  assert.deepEqual(Object.keys(first).sort(), [
    "aiCategory",
    "aiSummary",
    "alsoReportedBy",
    "approvedAt",
    "content",
    "freshness",
    "id",
    "jurisdiction",
    "obligations",
    "publishDate",
    "reviewedAt",
    "reviewer",
    "revisedAt",
    "revisionPending",
    "rssSource",
    "source",
    "sourceUrl",
    "status",
    "title",
  ]);
  assert.equal(first.id, fixture.updateIds[0]);
  assert.equal(first.status, "rejected");
  assert.deepEqual(first.reviewer, { firstName: "Admin", lastName: "Tester" });
  assert.deepEqual(first.jurisdiction, { id: fixture.jurisdictionId, name: "Ruritania" });
  assert.deepEqual(first.rssSource, { name: "Ruritania Gazette", sourceType: "jurisdiction" });
  assert.match(first.content, /Full text/);
  assert.equal(body.updates[1].reviewer, null);
});

dbTest("the admin listing filters by status and pages newest first", async ({ db }) => {
  const { client } = await adminClient(db);
  const { updateIds } = await insertReviewFixture(db, [
    "pending",
    "approved",
    "pending",
    "pending",
    "rejected",
  ]);
  const pending = await (await client.get("/api/admin/legal-updates?status=pending&limit=2"))
    .json();
  assert.equal(pending.total, 3);
  assert.deepEqual(pending.updates.map((u: { id: number }) => u.id), [updateIds[0], updateIds[2]]);
  const second = await (await client.get("/api/admin/legal-updates?status=pending&limit=2&page=2"))
    .json();
  assert.deepEqual(second.updates.map((u: { id: number }) => u.id), [updateIds[3]]);
  const all = await (await client.get("/api/admin/legal-updates?status=all")).json();
  assert.equal(all.total, 5);
  assert.equal(all.limit, 20);
});

dbTest("equal publish dates are ordered by id, newest first", async ({ db }) => {
  const { client } = await adminClient(db);
  const { updateIds } = await insertReviewFixture(db, ["pending", "pending"]);
  await db.update(legalUpdates).set({ publishDate: new Date("2026-01-01T00:00:00Z") });
  const body = await (await client.get("/api/admin/legal-updates")).json();
  assert.deepEqual(body.updates.map((u: { id: number }) => u.id), [updateIds[1], updateIds[0]]);
});

dbTest("the admin listing refuses a limit over 1000 and an unknown status", async ({ db }) => {
  const { client } = await adminClient(db);
  assert.equal((await client.get("/api/admin/legal-updates?limit=1001")).status, 400);
  assert.equal((await client.get("/api/admin/legal-updates?status=published")).status, 400);
  assert.equal((await client.get("/api/admin/legal-updates?page=0")).status, 400);
});

dbTest("an update not analysed yet is listed as 'General'", async ({ db }) => {
  const { client } = await adminClient(db);
  await insertReviewFixture(db, ["pending"]);
  await db.update(legalUpdates).set({ aiCategory: null });
  const body = await (await client.get("/api/admin/legal-updates")).json();
  assert.equal(body.updates[0].aiCategory, "General");
});

dbTest("history lists each change oldest first with its actor", async ({ db }) => {
  const { client, account, clock } = await adminClient(db);
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  await client.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
  const approvedAt = clock.now().toISOString();
  clock.advance(3_600_000);
  await client.patch(`/api/legal-updates/${id}/status`, { status: "pending" });
  const res = await client.get(`/api/admin/legal-updates/${id}/history`);
  assert.equal(res.status, 200);
  assert.deepEqual((await res.json()).history, [
    {
      kind: "status",
      fromStatus: "pending",
      toStatus: "approved",
      changedAt: approvedAt,
      actor: { firstName: "Admin", lastName: "Tester" },
      reason: null,
      otherUpdateId: null,
    },
    {
      kind: "status",
      fromStatus: "approved",
      toStatus: "pending",
      changedAt: clock.now().toISOString(),
      actor: { firstName: "Admin", lastName: "Tester" },
      reason: null,
      otherUpdateId: null,
    },
  ]);
  // The log outlives the account that made the change.
  await db.delete(users).where(eq(users.id, account.id));
  const other = await signedInClient(createTestApp(db).app, await makeUser(db, "superadmin"));
  const after = await (await other.get(`/api/admin/legal-updates/${id}/history`)).json();
  assert.equal(after.history.length, 2);
  assert.equal(after.history[0].actor, null);
});

dbTest("history of an unknown update is 404", async ({ db }) => {
  const { client } = await adminClient(db);
  assert.equal((await client.get("/api/admin/legal-updates/424242/history")).status, 404);
});
