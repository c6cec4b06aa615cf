import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  alertRevisionQueue,
  legalUpdateObligations,
  legalUpdateRevisions,
  legalUpdates,
} from "../schema.ts";
import { dbTest, insertTestUser } from "../testing.ts";
import { insertNewUpdates, type NewUpdate, pendingAnalysisBatch, storeAnalyses } from "./ingest.ts";
import { saveAdminObligations } from "./obligations.ts";
import { revisionPairs, revisionsOf } from "./revision_history.ts";
import { type ChangedItem, recordRevisions, storedItems } from "./revisions.ts";
import { decidePendingRevision } from "./revision_review.ts";

const CREATED = new Date("2026-03-01T09:00:00Z");
const NOW = new Date("2026-03-10T12:00:00Z");

function row(i: number, overrides: Partial<NewUpdate> = {}): NewUpdate {
  const url = `https://example.gov/items/${i}`;
  return {
    title: `Finance Act ${i}`,
    content: `Banks must file reports within 30 days.`,
    sourceUrl: url,
    sourceUrlKey: url,
    publishDate: CREATED,
    jurisdictionId: null,
    rssSourceId: null,
    contentHash: `hash-${i}-a`,
    ...overrides,
  };
}

async function stored(db: Db, id: number) {
  const [update] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id));
  return update!;
}

async function insertApproved(db: Db, i: number) {
  const [id] = await insertNewUpdates(db, [row(i)]);
  await db.update(legalUpdates).set({ createdAt: CREATED }).where(eq(legalUpdates.id, id!));
  await storeAnalyses(db, [{
    id: id!,
    summary: "Banks file reports.",
    category: "Tax",
    obligations: [],
    analysedBy: "offline",
    analysisModel: null,
    analysedAt: CREATED,
  }]);
  // The reviewer moved it to another category and approved it.
  await db.update(legalUpdates).set({ status: "approved", aiCategory: "Financial Services" })
    .where(eq(legalUpdates.id, id!));
  return id!;
}

/** A change of an approved update, held for review (issue 23), then approved by an admin. */
async function reviseApproved(db: Db, item: ChangedItem, now: Date) {
  const held = await recordRevisions(db, [item], now);
  assert.deepEqual(held, { revisedIds: [], heldIds: [item.id] });
  const admin = await insertTestUser(db, now, "admin");
  const outcome = await decidePendingRevision(db, item.id, {
    decision: "approved",
    actorId: admin.id,
    now,
  });
  assert.equal(outcome.kind, "decided");
}

dbTest("the sync's lookup answers each stored key's update and text hash", async ({ db }) => {
  const [a, b] = await insertNewUpdates(db, [row(1), row(2, { contentHash: null })]);
  const found = await storedItems(db, [row(1).sourceUrlKey, row(2).sourceUrlKey, "missing"]);
  assert.deepEqual(Object.fromEntries(found), {
    [row(1).sourceUrlKey]: { id: a, rssSourceId: null, contentHash: "hash-1-a" },
    [row(2).sourceUrlKey]: { id: b, rssSourceId: null, contentHash: null },
  });
}, { bothDrivers: true });

dbTest(
  "an approved change keeps the original and the new text as revisions; the update takes the new one",
  async ({ db }) => {
    const id = await insertApproved(db, 1);
    await reviseApproved(db, {
      id,
      title: "Finance Act 1 (amended)",
      content: "Banks must file reports within 15 days.",
      contentHash: "hash-1-b",
    }, NOW);
    const revisions = await revisionsOf(db, id);
    assert.deepEqual(revisions.map((r) => [r.title, r.content, r.seenAt.toISOString()]), [
      ["Finance Act 1", "Banks must file reports within 30 days.", CREATED.toISOString()],
      ["Finance Act 1 (amended)", "Banks must file reports within 15 days.", NOW.toISOString()],
    ]);
    const update = await stored(db, id);
    assert.equal(update.title, "Finance Act 1 (amended)");
    assert.equal(update.contentHash, "hash-1-b");
    assert.equal(update.revisedAt?.toISOString(), NOW.toISOString());
    assert.equal(update.status, "approved", "an approved update stays approved");
    assert.equal(update.aiCategory, "Financial Services", "the reviewer's category stays");
    assert.equal(update.analysisState, "pending", "queued for re-analysis");
    assert.equal(update.aiSummary, null, "the old text's summary is gone");
    const queued = await db.select().from(alertRevisionQueue);
    assert.deepEqual(queued.map((q) => [q.legalUpdateId, q.revisionId]), [[id, revisions[1]!.id]]);

    // A second change adds one revision (the original is there already).
    await reviseApproved(db, {
      id,
      title: "Finance Act 1 (amended)",
      content: "Banks must file reports within 10 days.",
      contentHash: "hash-1-c",
    }, new Date(NOW.getTime() + 60_000));
    const after = await revisionsOf(db, id);
    assert.equal(after.length, 3);
    const pairs = await revisionPairs(db, [after[2]!.id, after[0]!.id]);
    assert.equal(pairs.get(after[2]!.id)?.previous?.content, after[1]!.content);
    assert.equal(pairs.get(after[0]!.id)?.previous, null);
  },
  { bothDrivers: true },
);

dbTest("the same hash, or a hash of the same stored text, records no revision", async ({ db }) => {
  const [same, legacy, fullText] = await insertNewUpdates(db, [
    row(1),
    row(2, { contentHash: null }),
    row(3),
  ]);
  const result = await recordRevisions(db, [
    { id: same!, title: "Finance Act 1", content: row(1).content, contentHash: "hash-1-a" },
    // Stored before revisions: the hash is adopted whatever the text.
    { id: legacy!, title: "Other", content: "Other text", contentHash: "hash-2-b" },
    // The feed's form changed, but the stored text is the same.
    { id: fullText!, title: "Finance Act 3", content: row(3).content, contentHash: "hash-3-b" },
  ], NOW);
  assert.deepEqual(result.revisedIds, []);
  assert.deepEqual(await db.select().from(legalUpdateRevisions), []);
  assert.equal((await stored(db, legacy!)).contentHash, "hash-2-b");
  assert.equal((await stored(db, legacy!)).title, "Finance Act 2");
  assert.equal((await stored(db, fullText!)).contentHash, "hash-3-b");
  assert.equal((await stored(db, same!)).revisedAt, null);
}, { bothDrivers: true });

dbTest(
  "re-analysis of a revision fills the summary, keeps the approval, the category and an admin's obligations",
  async ({ db }) => {
    const id = await insertApproved(db, 1);
    const edited = {
      actor: "Banks",
      action: "file reports within 30 days",
      deadline: null,
      citation: "Banks must file reports within 30 days.",
      confidence: 1,
    };
    await db.transaction((tx) => saveAdminObligations(tx, id, { obligations: [edited], now: NOW }));
    await reviseApproved(db, {
      id,
      title: "Finance Act 1",
      content: "Banks must file reports within 15 days.",
      contentHash: "hash-1-b",
    }, NOW);
    const batch = await pendingAnalysisBatch(db, {
      afterId: 0,
      limit: 10,
      includeFailed: false,
      maxAttempts: 5,
      claimMs: 60_000,
    });
    assert.deepEqual(batch.map((b) => [b.id, b.content]), [[
      id,
      "Banks must file reports within 15 days.",
    ]]);
    await storeAnalyses(db, [{
      id,
      summary: "Banks file reports within 15 days.",
      category: "Tax",
      obligations: [{ ...edited, citation: "Banks must file reports within 15 days." }],
      analysedBy: "offline",
      analysisModel: null,
      analysedAt: new Date(NOW.getTime() + 1000),
    }]);
    const update = await stored(db, id);
    assert.equal(update.status, "approved");
    assert.equal(update.aiSummary, "Banks file reports within 15 days.");
    assert.equal(update.aiCategory, "Financial Services");
    assert.equal(update.aiCategoryOriginal, "Tax");
    assert.equal(update.analysedAt?.toISOString(), CREATED.toISOString(), "the record stays");
    const obligations = await db.select().from(legalUpdateObligations)
      .where(eq(legalUpdateObligations.legalUpdateId, id)).orderBy(
        asc(legalUpdateObligations.position),
      );
    assert.deepEqual(obligations.map((o) => [o.citation, o.source]), [
      ["Banks must file reports within 30 days.", "admin"],
    ]);
  },
);

dbTest("a revision of an update not approved is not queued for alerts", async ({ db }) => {
  const [id] = await insertNewUpdates(db, [row(1)]);
  await recordRevisions(db, [{
    id: id!,
    title: "Finance Act 1",
    content: "Changed.",
    contentHash: "hash-1-b",
  }], NOW);
  assert.equal((await revisionsOf(db, id!)).length, 2);
  assert.equal((await stored(db, id!)).status, "pending");
  assert.deepEqual(await db.select().from(alertRevisionQueue), []);
});

dbTest(
  "a rejected text is no revision readers had: the next approved one is redlined from the approved text",
  async ({ db }) => {
    const id = await insertApproved(db, 1);
    const admin = await insertTestUser(db, NOW, "admin");
    const text = (days: number, hash: string) => ({
      id,
      title: "Finance Act 1",
      content: `Banks must file reports within ${days} days.`,
      contentHash: hash,
    });
    await recordRevisions(db, [text(5, "hash-1-b")], NOW);
    await decidePendingRevision(db, id, { decision: "rejected", actorId: admin.id, now: NOW });
    assert.equal((await stored(db, id)).content, row(1).content, "the approved text stays");
    assert.deepEqual(await db.select().from(alertRevisionQueue), []);
    await reviseApproved(db, text(15, "hash-1-c"), new Date(NOW.getTime() + 60_000));
    const listed = await revisionsOf(db, id);
    assert.deepEqual(listed.map((r) => r.content.match(/\d+ days/)?.[0]), ["30 days", "15 days"]);
    const pairs = await revisionPairs(db, [listed[1]!.id]);
    assert.equal(pairs.get(listed[1]!.id)?.previous?.content, row(1).content);
  },
  { bothDrivers: true },
);
