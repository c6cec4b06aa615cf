/**
 * A rejection's optional reason (issue 25): validated at the edge, kept with the status change
 * and answered in the update's history; only admins give one.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { legalUpdates, legalUpdateStatusChanges } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { type HistoryResponse, REVIEW_MESSAGES, STATUS_REASON_MAX } from "../schemas/review.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { insertReviewFixture } from "./review_test_data.ts";

const statusPath = (id: number) => `/api/legal-updates/${id}/status`;

async function historyOf(client: TestClient, id: number): Promise<HistoryResponse["history"]> {
  const res = await client.get(`/api/admin/legal-updates/${id}/history`);
  assert.equal(res.status, 200);
  return (await res.json() as HistoryResponse).history;
}

dbTest("a rejection's reason is kept in the status history, trimmed", async ({ db }) => {
  const { app } = createTestApp(db);
  const admin = await signedInClient(app, await makeUser(db, "admin"));
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  assert.equal((await admin.patch(statusPath(id!), { status: "approved" })).status, 200);
  const rejected = await admin.patch(statusPath(id!), {
    status: "rejected",
    reason: "  Out of scope: a press release  ",
  });
  assert.equal(rejected.status, 200);
  assert.deepEqual(
    (await historyOf(admin, id!)).map((e) => [e.toStatus, e.reason]),
    [["approved", null], ["rejected", "Out of scope: a press release"]],
  );
});

dbTest("a blank reason is no reason", async ({ db }) => {
  const { app } = createTestApp(db);
  const admin = await signedInClient(app, await makeUser(db, "admin"));
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  const res = await admin.patch(statusPath(id!), { status: "rejected", reason: "   " });
  assert.equal(res.status, 200);
  assert.deepEqual((await historyOf(admin, id!)).map((e) => e.reason), [null]);
});

dbTest(
  "a reason too long, or given with an approval, is refused and changes nothing",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const admin = await signedInClient(app, await makeUser(db, "admin"));
    const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
    const long = await admin.patch(statusPath(id!), {
      status: "rejected",
      reason: "x".repeat(STATUS_REASON_MAX + 1),
    });
    assert.equal(long.status, 400);
    assert.equal((await long.json()).message, REVIEW_MESSAGES.reasonTooLong);
    const approval = await admin.patch(statusPath(id!), { status: "approved", reason: "Fine" });
    assert.equal(approval.status, 400);
    assert.equal((await approval.json()).message, REVIEW_MESSAGES.reasonNotRejection);
    const notText = await admin.patch(statusPath(id!), { status: "rejected", reason: 42 });
    assert.equal(notText.status, 400);
    const [row] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id!));
    assert.equal(row!.status, "pending");
    assert.equal((await db.select().from(legalUpdateStatusChanges)).length, 0);
    // The longest reason allowed is kept whole.
    const longest = "y".repeat(STATUS_REASON_MAX);
    assert.equal(
      (await admin.patch(statusPath(id!), { status: "rejected", reason: longest })).status,
      200,
    );
    assert.deepEqual((await historyOf(admin, id!)).map((e) => e.reason), [longest]);
  },
);

dbTest("only admins reject with a reason", async ({ db }) => {
  const { app } = createTestApp(db);
  const user = await signedInClient(app, await makeUser(db, "user"));
  const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
  const body = { status: "rejected", reason: "Not relevant" };
  assert.equal((await new TestClient(app).patch(statusPath(id!), body)).status, 401);
  assert.equal((await user.patch(statusPath(id!), body)).status, 403);
  assert.equal((await user.get(`/api/admin/legal-updates/${id}/history`)).status, 403);
  assert.equal((await db.select().from(legalUpdateStatusChanges)).length, 0);
});
