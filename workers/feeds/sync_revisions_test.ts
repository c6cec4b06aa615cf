import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { alertRevisionQueue, legalUpdateRevisions, legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import {
  addFeedSource,
  type FeedItem,
  startMutableFeed,
  syncAllAt,
} from "./mutable_feed_test_helper.ts";

const LINK = "https://gazette.example/acts/7";
const ORIGINAL = {
  title: "Finance Act 2026 amendment",
  description: "Banks must report losses within 30 days of the quarter.",
};
const REVISED = {
  ...ORIGINAL,
  description: "Banks must report losses within 15 days of the quarter.",
};

/** A synced item, approved (as the portal would); answers the update's id. */
async function syncedUpdate(db: Db, url: string, status: "pending" | "approved") {
  await addFeedSource(db, url);
  const first = await syncAllAt(db, "2026-06-01T12:00:00Z");
  assert.equal(first.itemsInserted, 1);
  const [update] = await db.select().from(legalUpdates);
  await db.update(legalUpdates).set({ status }).where(eq(legalUpdates.id, update!.id));
  return update!.id;
}

const reviews = async (db: Db) =>
  (await db.select().from(legalUpdateRevisions).orderBy(asc(legalUpdateRevisions.id)))
    .map((r) => [r.content.match(/\d+ days/)?.[0], r.review]);

dbTest(
  "an item not approved yet that comes back with another text takes it at once and is re-analysed",
  async ({ db }) => {
    const items = new Map<string, FeedItem>([[LINK, ORIGINAL]]);
    const feed = startMutableFeed(items);
    try {
      const id = await syncedUpdate(db, feed.url, "pending");
      items.set(LINK, REVISED);
      const second = await syncAllAt(db, "2026-06-02T12:00:00Z");
      assert.equal(second.itemsInserted, 0);
      assert.equal(second.itemsRevised, 1);

      const [revised] = await db.select().from(legalUpdates);
      assert.equal(revised?.id, id, "the same update, not a new one");
      assert.match(revised!.content, /within 15 days/);
      assert.equal(revised?.status, "pending");
      assert.equal(revised?.revisedAt?.toISOString(), "2026-06-02T12:00:00.000Z");
      assert.equal(revised?.analysisState, "done", "the offline rules analysed the new text");
      assert.match(revised?.aiSummary ?? "", /15 days/);
      assert.deepEqual(await reviews(db), [["30 days", "applied"], ["15 days", "applied"]]);
      assert.deepEqual(await db.select().from(alertRevisionQueue), []);
    } finally {
      await feed.close();
    }
  },
  { bothDrivers: true },
);

dbTest(
  "an approved item that comes back with another text keeps its approved text; the new one waits for review",
  async ({ db }) => {
    const items = new Map<string, FeedItem>([[LINK, ORIGINAL]]);
    const feed = startMutableFeed(items);
    try {
      const id = await syncedUpdate(db, feed.url, "approved");
      const [before] = await db.select().from(legalUpdates);
      items.set(LINK, REVISED);
      const second = await syncAllAt(db, "2026-06-02T12:00:00Z");
      assert.equal(second.itemsRevised, 1);

      const [held] = await db.select().from(legalUpdates);
      assert.equal(held?.id, id);
      assert.equal(held?.status, "approved");
      assert.equal(held?.content, before!.content, "the approved text stays");
      assert.equal(held?.aiSummary, before!.aiSummary, "so does its summary");
      assert.equal(held?.revisedAt, null, "not revised in public");
      assert.deepEqual(await reviews(db), [["30 days", "applied"], ["15 days", "pending"]]);
      assert.deepEqual(await db.select().from(alertRevisionQueue), [], "no alert yet");

      // The same text again is no news; a newer one supersedes the pending one.
      assert.equal((await syncAllAt(db, "2026-06-03T12:00:00Z")).itemsRevised, 0);
      items.set(LINK, { ...ORIGINAL, description: "Banks must report losses within 10 days." });
      assert.equal((await syncAllAt(db, "2026-06-04T12:00:00Z")).itemsRevised, 1);
      assert.deepEqual(await reviews(db), [
        ["30 days", "applied"],
        ["15 days", "superseded"],
        ["10 days", "pending"],
      ]);

      // Back at the approved text: nothing waits any more.
      items.set(LINK, ORIGINAL);
      assert.equal((await syncAllAt(db, "2026-06-05T12:00:00Z")).itemsRevised, 0);
      assert.deepEqual((await reviews(db)).map(([, review]) => review), [
        "applied",
        "superseded",
        "superseded",
      ]);
      const [after] = await db.select().from(legalUpdates);
      assert.equal(after?.content, before!.content);
      assert.equal(after?.revisedAt, null);
    } finally {
      await feed.close();
    }
  },
  { bothDrivers: true },
);

dbTest("an unchanged item fetched again makes no revision", async ({ db }) => {
  const items = new Map<string, FeedItem>([[LINK, ORIGINAL]]);
  const feed = startMutableFeed(items);
  try {
    await addFeedSource(db, feed.url);
    await syncAllAt(db, "2026-06-01T12:00:00Z");
    const again = await syncAllAt(db, "2026-06-02T12:00:00Z");
    assert.equal(again.itemsFound, 1);
    assert.equal(again.itemsRevised, 0);
    assert.deepEqual(await db.select().from(legalUpdateRevisions), []);
    const [update] = await db.select().from(legalUpdates);
    assert.equal(update?.revisedAt, null);
  } finally {
    await feed.close();
  }
}, { bothDrivers: true });
