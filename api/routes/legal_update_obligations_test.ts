import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import type { Db } from "../../db/client.ts";
import { legalUpdates } from "../../db/schema.ts";
import { obligationsOf, storeAnalysedObligations } from "../../db/queries/obligations.ts";
import type { Obligation } from "../../domain/obligations.ts";
import { OBLIGATION_MESSAGES } from "../schemas/obligations.ts";
import type { UpdateDetailResponse } from "../schemas/legal_updates.ts";
import type { AdminUpdate } from "../schemas/review.ts";
import { clientsByRole } from "../testing.ts";
import { insertReviewFixture } from "./review_test_data.ts";

const CONTENT = "Banks must file recovery plans by 30 June 2027. Nothing else changes.";

const PLANS: Obligation = {
  actor: "Banks",
  action: "must file recovery plans",
  deadline: "2027-06-30",
  citation: "Banks must file recovery plans by 30 June 2027.",
  confidence: 0.9,
};

/** One update per status, whose content states PLANS, with the analyser's list stored. */
async function fixture(db: Db, statuses: ("pending" | "approved" | "rejected")[]) {
  const { updateIds } = await insertReviewFixture(db, statuses);
  for (const id of updateIds) {
    await db.update(legalUpdates).set({ content: CONTENT }).where(eq(legalUpdates.id, id));
  }
  await storeAnalysedObligations(
    db,
    updateIds.map((id) => ({ id, analyser: "offline rules", obligations: [PLANS] })),
  );
  return updateIds;
}

dbTest(
  "the detail call shows approved updates to everyone and others only to admins",
  async ({ db }) => {
    const [pending, approved, rejected] = await fixture(db, ["pending", "approved", "rejected"]);
    const c = await clientsByRole(db);
    for (const client of [c.anonymous, c.user, c.admin]) {
      const res = await client.get(`/api/legal-updates/${approved}`);
      assert.equal(res.status, 200);
      const { update } = await res.json() as UpdateDetailResponse;
      assert.equal(update.id, approved);
      assert.equal(update.content, CONTENT);
      const [stored] = (await obligationsOf(db, [approved!])).get(approved!)!;
      assert.deepEqual(update.obligations, [
        { id: stored!.id, ...PLANS, source: "ai", registerEntryId: null },
      ]);
    }
    for (const id of [pending, rejected, 987_654]) {
      for (const client of [c.anonymous, c.user]) {
        const res = await client.get(`/api/legal-updates/${id}`);
        assert.equal(res.status, 404);
        assert.equal((await res.json()).message, "Legal update not found");
      }
    }
    const res = await c.admin.get(`/api/legal-updates/${pending}`);
    assert.equal(res.status, 200);
    assert.equal((await res.json() as UpdateDetailResponse).update.status, "pending");
    assert.equal((await c.anonymous.get("/api/legal-updates/abc")).status, 404);
  },
);

dbTest("the portal's listing includes each update's obligations", async ({ db }) => {
  const [id] = await fixture(db, ["pending"]);
  const { admin } = await clientsByRole(db);
  const res = await admin.get("/api/admin/legal-updates?status=all");
  assert.equal(res.status, 200);
  const { updates } = await res.json() as { updates: AdminUpdate[] };
  const [stored] = (await obligationsOf(db, [id!])).get(id!)!;
  assert.deepEqual(updates.find((u) => u.id === id)?.obligations, [
    { id: stored!.id, ...PLANS, source: "ai" },
  ]);
});

dbTest("an admin's edit of the list is stored, marked as theirs, and answered", async ({ db }) => {
  const [id] = await fixture(db, ["pending"]);
  const { admin } = await clientsByRole(db);
  const changed = { ...PLANS, action: "must file recovery plans with the central bank" };
  const added = {
    actor: "Regulator",
    action: "publishes nothing",
    deadline: null,
    citation: "Nothing else changes.",
  };
  const [before] = (await obligationsOf(db, [id!])).get(id!)!;
  const res = await admin.patch(`/api/legal-updates/${id}`, { obligations: [changed, added] });
  assert.equal(res.status, 200, await res.clone().text());
  const body = await res.json() as AdminUpdate;
  const addedId = body.obligations[1]?.id;
  assert.notEqual(addedId, before!.id);
  // The reworded duty quotes the same sentence: it keeps its id (ADR 0154).
  assert.deepEqual(body.obligations, [
    { id: before!.id, ...changed, source: "admin" },
    { id: addedId, ...added, confidence: 1, source: "admin" },
  ]);
  // Re-analysis leaves the admin's list alone.
  await storeAnalysedObligations(db, [{ id: id!, analyser: "offline rules", obligations: [] }]);
  assert.deepEqual((await obligationsOf(db, [id!])).get(id!)?.map((o) => o.action), [
    changed.action,
    added.action,
  ]);
  // Removing every obligation is an edit too.
  const emptied = await admin.patch(`/api/legal-updates/${id}`, { obligations: [] });
  assert.deepEqual((await emptied.json() as AdminUpdate).obligations, []);
});

dbTest(
  "an obligation citing words not in the text is refused naming the field, changing nothing",
  async ({ db }) => {
    const [id] = await fixture(db, ["pending"]);
    const { admin } = await clientsByRole(db);
    const res = await admin.patch(`/api/legal-updates/${id}`, {
      title: "A new title",
      obligations: [PLANS, { ...PLANS, citation: "Banks must file plans by 1 July 2027." }],
    });
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.equal(body.message, OBLIGATION_MESSAGES.notInText);
    assert.deepEqual(body.errors, { "obligations.1.citation": OBLIGATION_MESSAGES.notInText });
    const [row] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id!));
    assert.notEqual(row!.title, "A new title");
    assert.equal(row!.obligationsEditedAt, null);

    // Whitespace differences are not a difference.
    const spaced = { ...PLANS, citation: "Banks  must file\nrecovery plans by 30 June 2027." };
    const ok = await admin.patch(`/api/legal-updates/${id}`, { obligations: [spaced] });
    assert.equal(ok.status, 200);
  },
);

dbTest("an edit of the text that drops a cited sentence is refused", async ({ db }) => {
  const [id] = await fixture(db, ["pending"]);
  const { admin } = await clientsByRole(db);
  const res = await admin.patch(`/api/legal-updates/${id}`, { content: "All repealed." });
  assert.equal(res.status, 400);
  const body = await res.json();
  assert.deepEqual(body.errors, { obligations: OBLIGATION_MESSAGES.staleCitations });
  // With the list emptied in the same call, it goes through.
  const ok = await admin.patch(`/api/legal-updates/${id}`, {
    content: "All repealed.",
    obligations: [],
  });
  assert.equal(ok.status, 200);
});

dbTest("bad obligation fields are refused with the field's message", async ({ db }) => {
  const [id] = await fixture(db, ["pending"]);
  const { admin } = await clientsByRole(db);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ deadline: "2027-02-30" }, "obligations.0.deadline", OBLIGATION_MESSAGES.deadline],
    [{ confidence: 1.5 }, "obligations.0.confidence", OBLIGATION_MESSAGES.confidence],
    [{ actor: " " }, "obligations.0.actor", OBLIGATION_MESSAGES.actorRequired],
    [
      { citation: "x".repeat(2_001) },
      "obligations.0.citation",
      OBLIGATION_MESSAGES.citationTooLong,
    ],
  ];
  for (const [change, field, message] of cases) {
    const res = await admin.patch(`/api/legal-updates/${id}`, {
      obligations: [{ ...PLANS, ...change }],
    });
    assert.equal(res.status, 400, field);
    assert.equal((await res.json()).errors[field], message);
  }
  const many = Array.from({ length: 31 }, () => PLANS);
  const res = await admin.patch(`/api/legal-updates/${id}`, { obligations: many });
  assert.equal(res.status, 400);
  assert.deepEqual((await obligationsOf(db, [id!])).get(id!)?.map((o) => o.source), ["ai"]);
});
