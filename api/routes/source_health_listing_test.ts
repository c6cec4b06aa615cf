import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { createTestApp, makeUser, signedInClient, TestClock } from "../testing.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

dbTest("admins see each source's health, in both listings", async ({ db }) => {
  const [j] = await db.insert(jurisdictions).values({ name: "Ruritania" })
    .returning({ id: jurisdictions.id });
  const [quiet, failing, lively, never] = await db.insert(rssSources).values([
    { jurisdictionId: j!.id, name: "Quiet", url: "https://quiet.example/", lastSync: daysAgo(0) },
    {
      jurisdictionId: j!.id,
      name: "Failing",
      url: "https://failing.example/",
      lastSync: daysAgo(0),
      consecutiveErrors: 4,
      lastSyncStatus: "error",
    },
    { jurisdictionId: j!.id, name: "Lively", url: "https://lively.example/", lastSync: daysAgo(0) },
    { jurisdictionId: j!.id, name: "Never", url: "https://never.example/" },
  ]).returning({ id: rssSources.id });
  // Weekly items: Quiet stopped 60 days ago, Lively published 2 days ago.
  const items = [[quiet!.id, 60], [lively!.id, 2]].flatMap(([sourceId, newest]) =>
    Array.from({ length: 10 }, (_, i) => {
      const url = `https://items.example/${sourceId}/${i}`;
      const date = daysAgo(newest! + 7 * i);
      return {
        title: `Item ${i}`,
        sourceUrl: url,
        sourceUrlKey: url,
        publishDate: date,
        createdAt: date,
        rssSourceId: sourceId!,
      };
    })
  );
  await db.insert(legalUpdates).values(items);

  const { app } = createTestApp(db, { clock: new TestClock(NOW) });
  const admin = await signedInClient(app, await makeUser(db, "admin"));
  const [listed] = await (await admin.get("/api/jurisdictions")).json();
  const byName = new Map(
    listed.rssSources.map((s: { name: string }) => [s.name, s]),
  ) as Map<string, Record<string, unknown>>;
  assert.equal(byName.get("Quiet")?.health, "silent");
  assert.equal(byName.get("Quiet")?.silentAfterDays, 28);
  assert.equal(byName.get("Quiet")?.lastNewItemAt, daysAgo(60).toISOString());
  assert.equal(byName.get("Quiet")?.itemsLast30Days, 0);
  assert.equal(byName.get("Failing")?.health, "failing");
  assert.equal(byName.get("Failing")?.consecutiveErrors, 4);
  assert.equal(byName.get("Never")?.health, "never");
  assert.equal(byName.get("Lively")?.health, "ok");
  // Items 2, 9, 16, 23 days ago (30 days ago is not within the last 30 days) …
  assert.equal(byName.get("Lively")?.itemsLast30Days, 4);
  // … and one a week from 2 to 65 days ago: the 10 newest weeks, the oldest first.
  assert.deepEqual(byName.get("Lively")?.weeklyCounts, [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);

  const sources = await (await admin.get("/api/rss-sources")).json();
  const quietRow = sources.find((s: { id: number }) => s.id === quiet!.id);
  assert.equal(quietRow.health, "silent");
  assert.equal(sources.find((s: { id: number }) => s.id === never!.id).health, "never");
  assert.equal(sources.find((s: { id: number }) => s.id === failing!.id).health, "failing");
});
