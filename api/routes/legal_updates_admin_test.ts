import assert from "node:assert/strict";
import { eq, inArray } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { legalUpdates, legalUpdateStatusChanges } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { REVIEW_MESSAGES } from "../schemas/review.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";
import { insertReviewFixture } from "./review_test_data.ts";

async function adminClient(db: Db, role: "admin" | "superadmin" = "admin") {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db, role);
  return { client: await signedInClient(app, account), account, clock, app };
}

async function stored(db: Db, id: number) {
  const [row] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id));
  assert.ok(row);
  return row;
}

dbTest(
  "approving records the acting admin, whatever reviewedBy the client sends",
  async ({ db }) => {
    const { client, account, clock } = await adminClient(db);
    const other = await makeUser(db, "superadmin");
    const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
    const res = await client.patch(`/api/legal-updates/${id}/status`, {
      status: "approved",
      reviewedBy: other.id,
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.status, "approved");
    assert.deepEqual(body.reviewer, { firstName: "Admin", lastName: "Tester" });
    const row = await stored(db, id!);
    assert.equal(row.reviewedBy, account.id);
    assert.equal(row.reviewedAt?.getTime(), clock.now().getTime());
    assert.equal(row.approvedAt?.getTime(), clock.now().getTime());
  },
);

dbTest("approvedAt is cleared when an update leaves approved", async ({ db }) => {
  const { client } = await adminClient(db);
  const { updateIds: [id] } = await insertReviewFixture(db, ["approved"]);
  assert.ok((await stored(db, id!)).approvedAt);
  const res = await client.patch(`/api/legal-updates/${id}/status`, { status: "rejected" });
  assert.equal(res.status, 200);
  const row = await stored(db, id!);
  assert.equal(row.status, "rejected");
  assert.equal(row.approvedAt, null);
});

dbTest("every status change is written to the audit log with its actor", async ({ db }) => {
  const { client, account, clock } = await adminClient(db);
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  await client.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
  clock.advance(60_000);
  await client.patch(`/api/legal-updates/${id}/status`, { status: "rejected" });
  const log = await db.select().from(legalUpdateStatusChanges)
    .where(eq(legalUpdateStatusChanges.legalUpdateId, id!)).orderBy(legalUpdateStatusChanges.id);
  assert.deepEqual(
    log.map((e) => [e.fromStatus, e.toStatus, e.actorId]),
    [["pending", "approved", account.id], ["approved", "rejected", account.id]],
  );
  assert.equal(log[1]!.changedAt.getTime(), clock.now().getTime());
});

dbTest(
  "setting the status an update already has changes nothing and logs nothing",
  async ({ db }) => {
    const { client } = await adminClient(db);
    const { updateIds: [id] } = await insertReviewFixture(db, ["approved"]);
    const before = await stored(db, id!);
    const res = await client.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
    assert.equal(res.status, 200);
    const after = await stored(db, id!);
    assert.equal(after.approvedAt?.getTime(), before.approvedAt?.getTime());
    assert.equal(after.reviewedBy, null);
    assert.equal((await db.select().from(legalUpdateStatusChanges)).length, 0);
  },
);

dbTest("status update validates the status and answers 404 for an unknown id", async ({ db }) => {
  const { client } = await adminClient(db);
  const bad = await client.patch("/api/legal-updates/1/status", { status: "published" });
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).message, REVIEW_MESSAGES.status);
  const missing = await client.patch("/api/legal-updates/424242/status", { status: "approved" });
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).message, REVIEW_MESSAGES.notFound);
  const word = await client.patch("/api/legal-updates/abc/status", { status: "approved" });
  assert.equal(word.status, 404);
});

dbTest("bulk status changes every id in one go and logs each", async ({ db }) => {
  const { client, account } = await adminClient(db);
  const { updateIds } = await insertReviewFixture(db, ["pending", "pending", "rejected"]);
  const res = await client.patch("/api/legal-updates/bulk-status", {
    ids: updateIds,
    statusUpdate: { status: "approved", reviewedBy: null },
  });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { updated: 3, unchanged: 0 });
  const rows = await db.select().from(legalUpdates).where(inArray(legalUpdates.id, updateIds));
  assert.ok(
    rows.every((r) => r.status === "approved" && r.reviewedBy === account.id && r.approvedAt),
  );
  const log = await db.select().from(legalUpdateStatusChanges);
  assert.equal(log.length, 3);
  assert.deepEqual(log.map((e) => e.fromStatus).sort(), ["pending", "pending", "rejected"]);
});

dbTest(
  "bulk status with one unknown id changes nothing and names the unknown ids",
  async ({ db }) => {
    const { client } = await adminClient(db);
    const { updateIds } = await insertReviewFixture(db, ["pending", "pending"]);
    const res = await client.patch("/api/legal-updates/bulk-status", {
      ids: [...updateIds, 999_999],
      statusUpdate: { status: "approved" },
    });
    assert.equal(res.status, 404);
    const body = await res.json();
    assert.deepEqual(body.unknownIds, [999_999]);
    assert.ok(body.message);
    const rows = await db.select().from(legalUpdates).where(inArray(legalUpdates.id, updateIds));
    assert.ok(rows.every((r) => r.status === "pending" && r.reviewedBy === null));
    assert.equal((await db.select().from(legalUpdateStatusChanges)).length, 0);
  },
);

dbTest("bulk status refuses an empty selection with the spec's message", async ({ db }) => {
  const { client } = await adminClient(db);
  const res = await client.patch("/api/legal-updates/bulk-status", {
    ids: [],
    statusUpdate: { status: "approved" },
  });
  assert.equal(res.status, 400);
  assert.equal((await res.json()).message, "Please select items to perform bulk action");
  const tooMany = await client.patch("/api/legal-updates/bulk-status", {
    ids: Array.from({ length: 1001 }, (_, i) => i + 1),
    statusUpdate: { status: "approved" },
  });
  assert.equal(tooMany.status, 400);
});

dbTest("editing takes a category alias and stores the canonical name", async ({ db }) => {
  const { client } = await adminClient(db);
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  const res = await client.patch(`/api/legal-updates/${id}`, { aiCategory: "technology" });
  assert.equal(res.status, 200);
  assert.equal((await res.json()).aiCategory, "IT & Technology");
  assert.equal((await stored(db, id!)).aiCategory, "IT & Technology");
  const bad = await client.patch(`/api/legal-updates/${id}`, { aiCategory: "Astrology" });
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).errors.aiCategory, REVIEW_MESSAGES.category);
});

dbTest("editing every field, status included, is one audited change", async ({ db }) => {
  const { client, account } = await adminClient(db);
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  const { jurisdictionId: otherJurisdiction } = await insertReviewFixture(db, [], {
    name: "Freedonia",
  });
  const res = await client.patch(`/api/legal-updates/${id}`, {
    title: "  New title  ",
    content: "New content",
    aiSummary: "New summary",
    aiCategory: "Healthcare",
    status: "approved",
    jurisdictionId: otherJurisdiction,
  });
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.title, "New title");
  assert.equal(body.jurisdiction.name, "Freedonia");
  assert.equal(body.status, "approved");
  const row = await stored(db, id!);
  assert.equal(row.content, "New content");
  assert.equal(row.reviewedBy, account.id);
  assert.ok(row.approvedAt);
  assert.equal((await db.select().from(legalUpdateStatusChanges)).length, 1);
});

dbTest("editing validates title length, the jurisdiction and an empty body", async ({ db }) => {
  const { client } = await adminClient(db);
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  const long = await client.patch(`/api/legal-updates/${id}`, { title: "x".repeat(501) });
  assert.equal(long.status, 400);
  assert.equal((await long.json()).errors.title, "Title is too long");
  const blank = await client.patch(`/api/legal-updates/${id}`, { title: "   " });
  assert.equal((await blank.json()).errors.title, "Title is required");
  const place = await client.patch(`/api/legal-updates/${id}`, { jurisdictionId: 999_999 });
  assert.equal(place.status, 400);
  assert.equal((await place.json()).errors.jurisdictionId, REVIEW_MESSAGES.jurisdictionMissing);
  const empty = await client.patch(`/api/legal-updates/${id}`, {});
  assert.equal(empty.status, 400);
  assert.equal((await empty.json()).message, REVIEW_MESSAGES.nothingToUpdate);
  const missing = await client.patch("/api/legal-updates/999999", { title: "x" });
  assert.equal(missing.status, 404);
});
