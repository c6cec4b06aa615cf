/**
 * Visible freshness (issue 26): the portal's answers say how long after its publication date each
 * update was seen, and the Quality tab's answer carries each source's median delays. Admins only.
 */
import assert from "node:assert/strict";
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import type { SourceFormat } from "../../domain/sources.ts";
import { SourceFreshnessList, UpdateFreshness } from "../schemas/freshness.ts";
import { clientsByRole } from "../testing.ts";

const HOUR = 3_600_000;
/** TestClock's now. */
const NOW = new Date("2026-06-15T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * HOUR);

let serial = 0;

async function source(db: Db, name: string, format: SourceFormat = "auto"): Promise<number> {
  const [j] = await db.insert(jurisdictions).values({ name: `Land of ${name}` }).returning();
  const [row] = await db.insert(rssSources).values({
    jurisdictionId: j!.id,
    name,
    url: `https://${name.replaceAll(" ", "-")}.example/feed`,
    format,
    selector: format === "web-page" ? "a" : null,
  }).returning({ id: rssSources.id });
  return row!.id;
}

/** A pending update published `published` hours ago and seen `seen` hours ago. */
async function pending(db: Db, rssSourceId: number, published: number, seen: number) {
  const url = `https://items.example/${++serial}`;
  const [row] = await db.insert(legalUpdates).values({
    title: `Item ${serial}`,
    sourceUrl: url,
    sourceUrlKey: url,
    rssSourceId,
    publishDate: hoursAgo(published),
    createdAt: hoursAgo(seen),
  }).returning({ id: legalUpdates.id });
  return row!.id;
}

dbTest(
  "each pending update says how long after its publication date it was seen",
  async ({ db }) => {
    const { admin } = await clientsByRole(db);
    const gazette = await source(db, "Gazette");
    const page = await source(db, "Ministry page", "web-page");
    const late = await pending(db, gazette, 3, 1);
    const future = await pending(db, gazette, -48, 1);
    const undated = await pending(db, page, 1, 1);

    const res = await admin.get("/api/admin/legal-updates?status=pending");
    assert.equal(res.status, 200);
    const { updates } = await res.json() as { updates: { id: number; freshness: unknown }[] };
    const freshness = (id: number) =>
      UpdateFreshness.parse(updates.find((u) => u.id === id)?.freshness);
    assert.deepEqual(freshness(late), {
      seenAt: hoursAgo(1).toISOString(),
      seenAfterSeconds: 2 * 3600,
      noDelay: null,
    });
    // Never a negative delay: a date after seen is named as such.
    assert.deepEqual(freshness(future), {
      seenAt: hoursAgo(1).toISOString(),
      seenAfterSeconds: null,
      noDelay: "future-date",
    });
    assert.deepEqual(freshness(undated).noDelay, "no-date");
  },
);

dbTest(
  "the Quality answer carries each source's median delays to seen and to approval",
  async ({ db }) => {
    const { admin } = await clientsByRole(db);
    const gazette = await source(db, "Gazette");
    const journal = await source(db, "Journal");
    // Seen 4 and 6 h after publication (median 5 h); approved now, 14 and 16 h after (median 15 h).
    for (const published of [14, 16]) {
      const id = await pending(db, gazette, published, 10);
      const res = await admin.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
      assert.equal(res.status, 200, await res.clone().text());
    }
    // Seen a day after publication, pending.
    await pending(db, journal, 30, 6);
    // A date in the future is not counted.
    await pending(db, journal, -5, 1);

    const res = await admin.get("/api/admin/analysis-quality");
    assert.equal(res.status, 200);
    const freshness = SourceFreshnessList.parse((await res.json()).freshness);
    assert.deepEqual(freshness, [
      {
        rssSourceId: journal,
        name: "Journal",
        counted: 1,
        approved: 0,
        medianSeenSeconds: 24 * 3600,
        medianApprovalSeconds: null,
      },
      {
        rssSourceId: gazette,
        name: "Gazette",
        counted: 2,
        approved: 2,
        medianSeenSeconds: 5 * 3600,
        medianApprovalSeconds: 15 * 3600,
      },
    ]);
  },
  { bothDrivers: true },
);

dbTest("only admins see the delays", async ({ db }) => {
  const { anonymous, user } = await clientsByRole(db);
  await pending(db, await source(db, "Gazette"), 3, 1);
  for (const path of ["/api/admin/legal-updates?status=pending", "/api/admin/analysis-quality"]) {
    assert.equal((await anonymous.get(path)).status, 401, path);
    const res = await user.get(path);
    assert.equal(res.status, 403, path);
    assert.equal((await res.text()).includes("seenAfterSeconds"), false);
  }
});
