import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { markSourcesDue } from "../../db/queries/sync_queue.ts";
import {
  alertRevisionQueue,
  jurisdictions,
  legalUpdateRevisions,
  legalUpdates,
  rssSources,
} from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import { runSyncRound, whenIdle } from "./sync_runner.ts";

interface Item {
  title: string;
  description: string;
}

/** A feed on 127.0.0.1 whose items the test changes between syncs (no validators: full fetches). */
function startMutableFeed(items: Map<string, Item>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () => {
    const xml = [...items].map(([link, item]) =>
      `<item><title>${item.title}</title><link>${link}</link>` +
      `<description>${item.description}</description>` +
      `<pubDate>Mon, 01 Jun 2026 10:00:00 GMT</pubDate></item>`
    ).join("");
    return new Response(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Gazette</title>${xml}</channel></rss>`,
      { headers: { "content-type": "application/rss+xml" } },
    );
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/feed.xml`,
    close: async () => {
      await whenIdle();
      await server.shutdown();
    },
  };
}

async function sync(db: Db, at: string) {
  const now = () => new Date(at);
  await markSourcesDue(db, { kind: "all" }, now());
  return await runSyncRound({
    db,
    now,
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    fetchTimeoutMs: 2_000,
  });
}

async function addSource(db: Db, url: string) {
  const [j] = await db.insert(jurisdictions).values({ name: "Revisionland" }).returning();
  await db.insert(rssSources).values({ jurisdictionId: j!.id, name: "Gazette", url });
}

const LINK = "https://gazette.example/acts/7";
const ORIGINAL = {
  title: "Finance Act 2026 amendment",
  description: "Banks must report losses within 30 days of the quarter.",
};

dbTest(
  "an item that comes back with another text becomes a revision; the approved update stays approved and is re-analysed",
  async ({ db }) => {
    const items = new Map([[LINK, ORIGINAL]]);
    const feed = startMutableFeed(items);
    try {
      await addSource(db, feed.url);
      const first = await sync(db, "2026-06-01T12:00:00Z");
      assert.equal(first.itemsInserted, 1);
      const [update] = await db.select().from(legalUpdates);
      await db.update(legalUpdates).set({ status: "approved" })
        .where(eq(legalUpdates.id, update!.id));

      items.set(LINK, {
        ...ORIGINAL,
        description: "Banks must report losses within 15 days of the quarter.",
      });
      const second = await sync(db, "2026-06-02T12:00:00Z");
      assert.equal(second.itemsInserted, 0);
      assert.equal(second.itemsRevised, 1);

      const [revised] = await db.select().from(legalUpdates);
      assert.equal(revised?.id, update!.id, "the same update, not a new one");
      assert.match(revised!.content, /within 15 days/);
      assert.equal(revised?.status, "approved");
      assert.equal(revised?.revisedAt?.toISOString(), "2026-06-02T12:00:00.000Z");
      assert.equal(revised?.analysisState, "done", "the offline rules analysed the new text");
      assert.match(revised?.aiSummary ?? "", /15 days/);
      const revisions = await db.select().from(legalUpdateRevisions)
        .orderBy(asc(legalUpdateRevisions.id));
      assert.deepEqual(revisions.map((r) => r.content.match(/\d+ days/)?.[0]), [
        "30 days",
        "15 days",
      ]);
      assert.equal((await db.select().from(alertRevisionQueue)).length, 1);
    } finally {
      await feed.close();
    }
  },
  { bothDrivers: true },
);

dbTest("an unchanged item fetched again makes no revision", async ({ db }) => {
  const items = new Map([[LINK, ORIGINAL]]);
  const feed = startMutableFeed(items);
  try {
    await addSource(db, feed.url);
    await sync(db, "2026-06-01T12:00:00Z");
    const again = await sync(db, "2026-06-02T12:00:00Z");
    assert.equal(again.itemsFound, 1);
    assert.equal(again.itemsRevised, 0);
    assert.deepEqual(await db.select().from(legalUpdateRevisions), []);
    const [update] = await db.select().from(legalUpdates);
    assert.equal(update?.revisedAt, null);
  } finally {
    await feed.close();
  }
}, { bothDrivers: true });
