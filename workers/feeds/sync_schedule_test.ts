/**
 * The read schedule through a real sync (issue 26): the four feeds of the issue on the fixture
 * server (feed_server_test_helper.ts), the decision recorded on the source, and the queue taking
 * the source again only when the decision says.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { markSourcesDue } from "../../db/queries/sync_queue.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import { startFeedServer } from "./feed_server_test_helper.ts";
import { SyncService } from "./sync_service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date("2026-06-15T12:00:00Z");

/** A fixture server, a jurisdiction read 3 times a day, and a sync service on a moved clock. */
async function withFeeds(
  db: Db,
  fn: (t: {
    url(path: string): string;
    add(path: string): Promise<number>;
    /** Syncs what is due at the clock (all sources when `all`); answers the sources synced. */
    round(all?: boolean): Promise<number>;
    advance(ms: number): void;
    source(id: number): Promise<typeof rssSources.$inferSelect>;
    requests(): { path: string; conditional: boolean }[];
  }) => Promise<void>,
) {
  const server = startFeedServer();
  let now = START.getTime();
  const clock = () => new Date(now);
  const sync = new SyncService({
    db,
    now: clock,
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    fetchTimeoutMs: 2_000,
    random: () => 0.5,
  });
  const [j] = await db.insert(jurisdictions).values({ name: "Gazettes", syncFrequency: 3 })
    .returning();
  try {
    await fn({
      url: (path) => server.url(path),
      add: async (path) => {
        const [row] = await db.insert(rssSources).values({
          jurisdictionId: j!.id,
          name: path,
          url: server.url(path),
        }).returning();
        return row!.id;
      },
      round: async (all = false) => {
        if (all) await markSourcesDue(db, { kind: "all" }, clock());
        return (await sync.runRound()).sourcesSynced;
      },
      advance: (ms) => void (now += ms),
      source: async (id) => (await db.select().from(rssSources).where(eq(rssSources.id, id)))[0]!,
      requests: () =>
        server.requests.map((r) => ({
          path: r.path,
          conditional: r.headers.has("if-none-match"),
        })),
    });
  } finally {
    await sync.whenIdle();
    await server.close();
  }
}

const waitOf = (row: typeof rssSources.$inferSelect) =>
  row.nextSyncAt.getTime() - row.lastSync!.getTime();

/** A feed of `items` items `gap` minutes apart, the newest 10 minutes before START. */
const recent = (key: string, items: number, gap: number, extra = "") =>
  `/generated/${key}.xml?items=${items}&gap-minutes=${gap}` +
  `&newest=${new Date(START.getTime() - 10 * MINUTE).toISOString()}${extra}`;

dbTest(
  "a busy feed is read every 5 minutes, never more often, each re-read a conditional GET",
  async ({ db }) => {
    await withFeeds(db, async (t) => {
      const id = await t.add(recent("busy", 50, 30));
      assert.equal(await t.round(), 1, "a new source is due at once");
      const first = await t.source(id);
      assert.equal(first.syncIntervalReason, "activity");
      assert.equal(first.syncIntervalSeconds, 300);
      assert.ok(waitOf(first) >= 5 * MINUTE && waitOf(first) <= 5 * MINUTE + 15_000);
      t.advance(4 * MINUTE);
      assert.equal(await t.round(), 0, "not twice within SYNC_MIN_INTERVAL");
      t.advance(2 * MINUTE);
      assert.equal(await t.round(), 1, "read again after 5 minutes, not 8 hours");
      const again = await t.source(id);
      assert.equal(again.syncIntervalReason, "activity", "a 304 keeps what the feed showed");
      assert.deepEqual(t.requests().map((r) => r.conditional), [false, true]);
    });
  },
);

dbTest("a silent feed is read at its jurisdiction's rate", async ({ db }) => {
  await withFeeds(db, async (t) => {
    // Items of March 2024: nothing in the last four weeks.
    const id = await t.add("/generated/silent.xml?items=20");
    await t.round();
    const row = await t.source(id);
    assert.equal(row.syncIntervalReason, "jurisdiction");
    assert.equal(row.syncIntervalSeconds, 8 * 3600);
    // The first read moves the source onto its own grid of 8 hours: never later than that.
    assert.ok(waitOf(row) <= 8 * HOUR && waitOf(row) >= 5 * MINUTE, `${waitOf(row)}`);
    t.advance(waitOf(row) - MINUTE);
    assert.equal(await t.round(), 0, "no extra read without activity");
    t.advance(MINUTE);
    assert.equal(await t.round(), 1, "read at its grid point");
    // From then on, exactly the jurisdiction's interval: no early reads that add up.
    const again = await t.source(id);
    assert.equal(again.syncIntervalReason, "jurisdiction");
    assert.equal(waitOf(again), 8 * HOUR);
  });
});

dbTest("a busy feed whose Cache-Control asks for 2 hours is read every 2 hours", async ({ db }) => {
  await withFeeds(db, async (t) => {
    const id = await t.add(recent("cached", 50, 30, "&cache-control=public%2C+max-age%3D7200"));
    await t.round();
    const row = await t.source(id);
    assert.equal(row.syncIntervalReason, "publisher");
    assert.equal(row.syncIntervalSeconds, 7200);
    assert.ok(waitOf(row) >= 2 * HOUR && waitOf(row) <= 2 * HOUR + 5 * MINUTE);
    // The 304 brings the header again: the publisher's word still holds.
    t.advance(2 * HOUR + 5 * MINUTE);
    assert.equal(await t.round(), 1);
    assert.equal((await t.source(id)).syncIntervalReason, "publisher");
  });
});

dbTest("a feed's <ttl> longer than its jurisdiction's interval is capped by it", async ({ db }) => {
  await withFeeds(db, async (t) => {
    const id = await t.add(recent("ttl", 50, 30, "&ttl=1440"));
    await t.round();
    const row = await t.source(id);
    assert.equal(row.feedRefreshSeconds, 86_400);
    assert.equal(row.syncIntervalReason, "jurisdiction");
    assert.ok(waitOf(row) <= 8 * HOUR);
  });
});

dbTest(
  "a 429 asking to wait two days is waited, past the jurisdiction's interval",
  async ({ db }) => {
    await withFeeds(db, async (t) => {
      const id = await t.add("/status/429?retry-after=172800");
      await t.round();
      const row = await t.source(id);
      assert.equal(row.lastSyncStatus, "error");
      assert.equal(row.syncIntervalReason, "retry-after");
      assert.equal(row.syncIntervalSeconds, 172_800);
      assert.ok(waitOf(row) >= 48 * HOUR && waitOf(row) <= 48 * HOUR + 5 * MINUTE);
      t.advance(24 * HOUR);
      assert.equal(await t.round(), 0, "not read before the server's time");
    });
  },
);
