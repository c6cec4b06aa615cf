import assert from "node:assert/strict";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../schema.ts";
import { dbTest } from "../testing.ts";
import { sourceFreshness } from "./source_freshness.ts";

const HOUR = 3_600_000;
const NOW = new Date("2026-06-15T12:00:00Z");
const WINDOW = { from: new Date("2026-06-01T00:00:00Z"), until: new Date("2026-06-16T00:00:00Z") };
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * HOUR);

let serial = 0;

async function source(db: Db, name: string, format: "auto" | "web-page" = "auto") {
  let [j] = await db.select({ id: jurisdictions.id }).from(jurisdictions);
  if (!j) [j] = await db.insert(jurisdictions).values({ name: "Ruritania" }).returning();
  const [row] = await db.insert(rssSources).values({
    jurisdictionId: j!.id,
    name,
    url: `https://${name.replaceAll(" ", "-")}.example/feed`,
    format,
    selector: format === "web-page" ? "a" : null,
  }).returning({ id: rssSources.id });
  return row!.id;
}

/** An update published `published` hours ago, seen `seen` hours ago, approved `approved` ago. */
async function update(
  db: Db,
  rssSourceId: number,
  hours: { published: number; seen: number; approved?: number },
) {
  const url = `https://items.example/${++serial}`;
  await db.insert(legalUpdates).values({
    title: `Item ${serial}`,
    sourceUrl: url,
    sourceUrlKey: url,
    rssSourceId,
    publishDate: hoursAgo(hours.published),
    createdAt: hoursAgo(hours.seen),
    status: hours.approved === undefined ? "pending" : "approved",
    approvedAt: hours.approved === undefined ? null : hoursAgo(hours.approved),
  });
}

dbTest("each source's median delays to seen and to approval, slowest first", async ({ db }) => {
  const quick = await source(db, "Quick Gazette");
  const slow = await source(db, "Slow Journal");
  // Seen 1, 2 and 4 h after publication: median 2 h; approved 3 and 5 h after: median 4 h.
  await update(db, quick, { published: 10, seen: 9, approved: 7 });
  await update(db, quick, { published: 10, seen: 8, approved: 5 });
  await update(db, quick, { published: 10, seen: 6 });
  // Seen 10 and 20 h after publication (median 15 h), never approved.
  await update(db, slow, { published: 30, seen: 20 });
  await update(db, slow, { published: 30, seen: 10 });

  const rows = await sourceFreshness(db, WINDOW);
  assert.deepEqual([...rows], [
    {
      rssSourceId: slow,
      name: "Slow Journal",
      counted: 2,
      approved: 0,
      medianSeenSeconds: 15 * 3600,
      medianApprovalSeconds: null,
    },
    {
      rssSourceId: quick,
      name: "Quick Gazette",
      counted: 3,
      approved: 2,
      medianSeenSeconds: 2 * 3600,
      medianApprovalSeconds: 4 * 3600,
    },
  ]);
}, { bothDrivers: true });

dbTest(
  "future dates, undated web pages and updates seen outside the window are not counted",
  async ({ db }) => {
    const gazette = await source(db, "Gazette");
    const page = await source(db, "Ministry page", "web-page");
    await update(db, gazette, { published: 3, seen: 2 });
    // Published a day after it was seen: no delay to count.
    await update(db, gazette, { published: -22, seen: 2 });
    // Three minutes "after" seen is a clock ahead: counted as seen at publication.
    await update(db, gazette, { published: 1.95, seen: 2 });
    // Seen before the window.
    await update(db, gazette, { published: 30 * 24, seen: 20 * 24 });
    // A web page's items are dated when first seen.
    await update(db, page, { published: 2, seen: 2 });

    const rows = await sourceFreshness(db, WINDOW);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.rssSourceId, gazette);
    assert.equal(rows[0]!.counted, 2);
    // The median of 0 and 3,600 s.
    assert.equal(rows[0]!.medianSeenSeconds, 1800);
  },
  { bothDrivers: true },
);
