import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { recordRevisions } from "../../db/queries/revisions.ts";
import { decidePendingRevision } from "../../db/queries/revision_review.ts";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import type { ListingResponse, UpdateDetailResponse } from "../schemas/legal_updates.ts";
import { RevisionsResponse } from "../schemas/revisions.ts";
import { clientsByRole, createTestApp, makeUser, TestClient } from "../testing.ts";
import { insertReviewFixture } from "./review_test_data.ts";

const REVISED_AT = new Date("2026-04-02T08:30:00Z");

/** One update per status, each revised once: "30 days" became "15 days". */
async function fixture(db: Db, statuses: ("pending" | "approved" | "rejected")[]) {
  const { updateIds } = await insertReviewFixture(db, statuses);
  for (const id of updateIds) {
    await db.update(legalUpdates).set({
      title: "Reporting rule",
      content: "Banks must report within 30 days.",
      contentHash: "old",
    }).where(eq(legalUpdates.id, id));
  }
  await recordRevisions(
    db,
    updateIds.map((id) => ({
      id,
      title: "Reporting rule",
      content: "Banks must report within 15 days.",
      contentHash: "new",
    })),
    REVISED_AT,
  );
  // An approved update's revision waits for review (issue 23): an admin approves it.
  const admin = await makeUser(db, "admin");
  for (const id of updateIds) {
    await decidePendingRevision(db, id, {
      decision: "approved",
      actorId: admin.id,
      now: REVISED_AT,
    });
  }
  return updateIds;
}

dbTest("the revisions call lists the texts and the redline of the last two", async ({ db }) => {
  const [approved] = await fixture(db, ["approved"]);
  const c = await clientsByRole(db);
  const res = await c.anonymous.get(`/api/legal-updates/${approved}/revisions`);
  assert.equal(res.status, 200);
  const body = RevisionsResponse.parse(await res.json());
  assert.deepEqual(body.revisions.map((r) => r.title), ["Reporting rule", "Reporting rule"]);
  assert.equal(body.revisions[1]?.seenAt, REVISED_AT.toISOString());
  assert.ok(body.revisions[0]!.id < body.revisions[1]!.id, "oldest first");
  assert.deepEqual(body.diff, [
    { op: "equal", text: "Reporting rule\n\nBanks must report within " },
    { op: "delete", text: "30" },
    { op: "insert", text: "15" },
    { op: "equal", text: " days." },
  ]);
});

dbTest("an update never revised has no revisions and an empty redline", async ({ db }) => {
  const { updateIds: [id] } = await insertReviewFixture(db, ["approved"]);
  const res = await new TestClient(createTestApp(db).app).get(`/api/legal-updates/${id}/revisions`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { revisions: [], diff: [] });
});

dbTest(
  "revisions follow the detail page's rule: approved for everyone, the rest for admins only",
  async ({ db }) => {
    const [pending, approved, rejected] = await fixture(db, ["pending", "approved", "rejected"]);
    const c = await clientsByRole(db);
    for (const client of [c.anonymous, c.user, c.admin]) {
      assert.equal((await client.get(`/api/legal-updates/${approved}/revisions`)).status, 200);
    }
    for (const id of [pending, rejected, 987_654]) {
      for (const client of [c.anonymous, c.user]) {
        const res = await client.get(`/api/legal-updates/${id}/revisions`);
        assert.equal(res.status, 404, `update ${id}`);
        assert.deepEqual(Object.keys(await res.json()), ["message"]);
      }
    }
    for (const id of [pending, rejected]) {
      const res = await c.admin.get(`/api/legal-updates/${id}/revisions`);
      assert.equal(res.status, 200);
      assert.equal(RevisionsResponse.parse(await res.json()).revisions.length, 2);
    }
    assert.equal((await c.anonymous.get("/api/legal-updates/abc/revisions")).status, 404);
  },
);

dbTest("the listing and the detail carry revisedAt, null when never revised", async ({ db }) => {
  const [revised] = await fixture(db, ["approved"]);
  const { updateIds: [plain] } = await insertReviewFixture(db, ["approved"], { name: "Other" });
  const client = new TestClient(createTestApp(db).app);
  const listing = await (await client.get("/api/legal-updates")).json() as ListingResponse;
  const byId = new Map(listing.updates.map((u) => [u.id, u.revisedAt]));
  assert.equal(byId.get(revised!), REVISED_AT.toISOString());
  assert.equal(byId.get(plain!), null);
  const detail = await (await client.get(`/api/legal-updates/${revised}`))
    .json() as UpdateDetailResponse;
  assert.equal(detail.update.revisedAt, REVISED_AT.toISOString());
});
