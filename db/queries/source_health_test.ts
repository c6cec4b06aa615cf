import assert from "node:assert/strict";
import { dbTest } from "../testing.ts";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../schema.ts";
import { sourceHealthById, sourceHealthFigures } from "./source_health.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

async function makeSource(
  db: Db,
  name: string,
  sync: { lastSync?: Date | null; consecutiveErrors?: number } = {},
): Promise<number> {
  let [jurisdiction] = await db.select({ id: jurisdictions.id }).from(jurisdictions);
  if (!jurisdiction) {
    [jurisdiction] = await db.insert(jurisdictions).values({ name: "Ruritania" })
      .returning({ id: jurisdictions.id });
  }
  const [row] = await db.insert(rssSources).values({
    jurisdictionId: jurisdiction!.id,
    name,
    url: `https://${name}.example/feed.xml`,
    lastSync: sync.lastSync === undefined ? daysAgo(0) : sync.lastSync,
    consecutiveErrors: sync.consecutiveErrors ?? 0,
  }).returning({ id: rssSources.id });
  return row!.id;
}

/** Items of a source: each [publishDate, firstSeen] (firstSeen defaults to the publish date). */
async function addItems(db: Db, sourceId: number, dates: [Date, Date?][]): Promise<void> {
  await db.insert(legalUpdates).values(dates.map(([publishDate, seen], i) => {
    const url = `https://items.example/${sourceId}/${i}`;
    return {
      title: `Item ${i}`,
      sourceUrl: url,
      sourceUrlKey: url,
      publishDate,
      createdAt: seen ?? publishDate,
      rssSourceId: sourceId,
    };
  }));
}

const weekly = (count: number, newestDaysAgo: number): [Date][] =>
  Array.from({ length: count }, (_, i) => [daysAgo(newestDaysAgo + 7 * i)]);

dbTest("a source with weekly items that stopped 60 days ago is silent", async ({ db }) => {
  const quiet = await makeSource(db, "quiet");
  const lively = await makeSource(db, "lively");
  await addItems(db, quiet, weekly(20, 60));
  await addItems(db, lively, weekly(20, 2));
  const health = await sourceHealthById(db, NOW);
  assert.equal(health.get(quiet)?.health, "silent");
  assert.deepEqual(health.get(quiet)?.lastNewItemAt, daysAgo(60));
  assert.equal(health.get(lively)?.health, "ok");
  assert.deepEqual(health.get(lively)?.lastNewItemAt, daysAgo(2));
}, { bothDrivers: true });

dbTest(
  "the figures: 10 newest dates, items of the last 30 days, 12 weekly counts",
  async ({ db }) => {
    const id = await makeSource(db, "gazette");
    // Two items a week ago, one 3 days ago, one 20 days ago, one 100 days ago.
    await addItems(db, id, [
      [daysAgo(3)],
      [daysAgo(8)],
      [daysAgo(9)],
      [daysAgo(20)],
      [daysAgo(100)],
    ]);
    const [figures] = await sourceHealthFigures(db, NOW);
    assert.equal(figures?.sourceId, id);
    assert.equal(figures?.itemsLast30Days, 4);
    assert.deepEqual(figures?.weeklyCounts, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1]);
    assert.deepEqual(figures?.recentItemDates, [
      daysAgo(3),
      daysAgo(8),
      daysAgo(9),
      daysAgo(20),
      daysAgo(100),
    ]);
  },
  { bothDrivers: true },
);

dbTest("only the 10 newest items measure the usual gap", async ({ db }) => {
  const id = await makeSource(db, "busy");
  // Ten daily items up to 20 days ago, then years of monthly ones: silent after 14 days.
  const daily: [Date][] = Array.from({ length: 10 }, (_, i) => [daysAgo(20 + i)]);
  const monthly: [Date][] = Array.from({ length: 30 }, (_, i) => [daysAgo(40 + 30 * i)]);
  await addItems(db, id, [...daily, ...monthly]);
  const row = (await sourceHealthById(db, NOW)).get(id);
  assert.equal(row?.recentItemDates.length, 10);
  assert.equal(row?.health, "silent");
  assert.equal(row?.allowedSilenceMs, 14 * DAY);
});

dbTest("an item dated in the future counts from when it was first seen", async ({ db }) => {
  const id = await makeSource(db, "future");
  // Weekly items until 60 days ago, the last one announcing a law that takes effect next year.
  await addItems(db, id, [...weekly(9, 67), [new Date("2027-01-01T00:00:00Z"), daysAgo(60)]]);
  const row = (await sourceHealthById(db, NOW)).get(id);
  assert.deepEqual(row?.lastNewItemAt, daysAgo(60));
  assert.equal(row?.health, "silent");
});

dbTest("failing and never-synced sources, and a source without items", async ({ db }) => {
  const failing = await makeSource(db, "failing", { consecutiveErrors: 3 });
  const never = await makeSource(db, "never", { lastSync: null });
  const empty = await makeSource(db, "empty");
  await addItems(db, failing, weekly(5, 1));
  const health = await sourceHealthById(db, NOW);
  assert.equal(health.get(failing)?.health, "failing");
  assert.equal(health.get(never)?.health, "never");
  const row = health.get(empty);
  assert.equal(row?.health, "ok");
  assert.equal(row?.lastNewItemAt, null);
  assert.equal(row?.itemsLast30Days, 0);
  assert.deepEqual(row?.weeklyCounts, Array(12).fill(0));
  const only = await sourceHealthById(db, NOW, { sourceId: never });
  assert.deepEqual([...only.keys()], [never]);
});
