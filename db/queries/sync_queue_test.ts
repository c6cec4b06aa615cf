import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { jurisdictions, rssSources } from "../schema.ts";
import { dbTest } from "../testing.ts";
import { claimHostSlot, ensureHostSlots, releaseHostSlot } from "./host_slots.ts";
import { insertNewUpdates } from "./ingest.ts";
import { pendingAnalysisBatch } from "./ingest.ts";
import type { SyncIntervalReason } from "../../domain/sync_schedule.ts";
import {
  claimDueSources,
  claimSource,
  finishSourceSync,
  markSourcesDue,
  releaseSources,
} from "./sync_queue.ts";

const HOUR = 3_600_000;
const NOW = new Date("2026-06-15T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const A = { holder: "worker-a", claimMs: 60_000 };
const B = { holder: "worker-b", claimMs: 60_000 };

async function addJurisdiction(db: Db, values: { syncFrequency?: number; isActive?: boolean }) {
  const [row] = await db.insert(jurisdictions)
    .values({ name: `J ${crypto.randomUUID().slice(0, 8)}`, ...values }).returning();
  return row!;
}

async function addSources(
  db: Db,
  jurisdictionId: number,
  dueTimes: readonly Date[],
  values: Partial<typeof rssSources.$inferInsert> = {},
): Promise<number[]> {
  const rows = await db.insert(rssSources).values(dueTimes.map((nextSyncAt, i) => ({
    jurisdictionId,
    name: `Source ${i}`,
    url: `https://example.gov/${i}.xml`,
    nextSyncAt,
    ...values,
  }))).returning({ id: rssSources.id });
  return rows.map((r) => r.id);
}

const sourceOf = async (db: Db, id: number) =>
  (await db.select().from(rssSources).where(eq(rssSources.id, id)))[0]!;
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

dbTest("two workers claiming at once never get the same source", async ({ db }) => {
  const j = await addJurisdiction(db, {});
  const all = await addSources(db, j.id, Array.from({ length: 30 }, () => ago(HOUR)));
  const claims = await Promise.all(
    Array.from({ length: 6 }, (_, i) => claimDueSources(db, i % 2 ? A : B, { limit: 4, now: NOW })),
  );
  const claimed = claims.flat().map((s) => s.id);
  assert.equal(new Set(claimed).size, claimed.length, "no source in two claims");
  assert.equal(claimed.length, 24);
  const rest = await claimDueSources(db, A, { limit: 50, now: NOW });
  assert.deepEqual(ids([...claims.flat(), ...rest]), all, "the rest, and nothing claimed twice");
  assert.deepEqual(await claimDueSources(db, B, { limit: 5, now: NOW }), []);
}, { bothDrivers: true });

dbTest(
  "the longest-due sources are claimed first; future and inactive ones never",
  async ({ db }) => {
    const j = await addJurisdiction(db, {});
    const off = await addJurisdiction(db, { isActive: false });
    const [recent, oldest, future, middle] = await addSources(db, j.id, [
      ago(1_000),
      ago(5 * HOUR),
      new Date(NOW.getTime() + HOUR),
      ago(HOUR),
    ]);
    await addSources(db, j.id, [ago(9 * HOUR)], { isActive: false });
    await addSources(db, off.id, [ago(9 * HOUR)]);
    const first = await claimDueSources(db, A, { limit: 2, now: NOW });
    assert.deepEqual(first.map((s) => s.id), [oldest, middle]);
    const second = await claimDueSources(db, A, { limit: 5, now: NOW });
    assert.deepEqual(second.map((s) => s.id), [recent]);
    assert.ok(future);
  },
  { bothDrivers: true },
);

dbTest("an expired claim is free again; a live one is not", async ({ db }) => {
  const j = await addJurisdiction(db, {});
  const [id] = await addSources(db, j.id, [ago(HOUR)]);
  const short = await claimDueSources(db, { holder: "crashed", claimMs: 1 }, {
    limit: 1,
    now: NOW,
  });
  assert.deepEqual(ids(short), [id]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const taken = await claimDueSources(db, A, { limit: 1, now: NOW });
  assert.deepEqual(ids(taken), [id], "the crashed worker's source is synced by another");
  assert.equal(await claimSource(db, B, id!), null, "held by A: the button says busy");
  assert.equal((await sourceOf(db, id!)).claimedBy, "worker-a");
}, { bothDrivers: true });

/** A success's schedule fields: next at `at` (ms), for `reason`, with one recent item now. */
function scheduled(at: number, reason: SyncIntervalReason) {
  return {
    schedule: { nextAt: new Date(at), intervalSeconds: (at - NOW.getTime()) / 1000, reason },
    recentItemDates: [NOW.toISOString()],
    feedRefreshSeconds: null,
  };
}

dbTest("a finished sync releases the claim and sets the next time", async ({ db }) => {
  const j = await addJurisdiction(db, { syncFrequency: 3 });
  const [ok, failed] = await addSources(db, j.id, [ago(HOUR), ago(HOUR)]);
  await claimDueSources(db, A, { limit: 2, now: NOW });
  await finishSourceSync(db, { id: ok!, holder: A.holder }, {
    ok: true,
    at: NOW,
    etag: '"v1"',
    lastModified: null,
    ...scheduled(NOW.getTime() + 15 * 60_000, "activity"),
  });
  const retryAfter = new Date(NOW.getTime() + 2 * HOUR);
  await finishSourceSync(db, { id: failed!, holder: A.holder }, {
    ok: false,
    at: NOW,
    error: "feeds/fetcher: HTTP 503",
    problem: "status:503",
    consecutiveErrors: 2,
    retryAfter,
  });
  const good = await sourceOf(db, ok!);
  assert.equal(good.nextSyncAt.getTime(), NOW.getTime() + 15 * 60_000, "the schedule decides");
  assert.equal(good.syncIntervalSeconds, 900);
  assert.equal(good.syncIntervalReason, "activity");
  assert.deepEqual(good.recentItemDates, [NOW.toISOString()]);
  assert.equal(good.claimedUntil, null);
  assert.equal(good.lastSyncStatus, "success");
  assert.equal(good.etag, '"v1"');
  const bad = await sourceOf(db, failed!);
  assert.equal(bad.nextSyncAt.getTime(), retryAfter.getTime(), "the backoff decides");
  assert.equal(bad.consecutiveErrors, 2);
  assert.equal(bad.claimedUntil, null);
  assert.deepEqual(await claimDueSources(db, B, { limit: 5, now: NOW }), [], "none due now");
  // A worker whose claim was taken over does not release the new holder's claim.
  await markSourcesDue(db, { kind: "all" }, NOW);
  await claimDueSources(db, B, { limit: 1, now: NOW });
  const [held] = await db.select().from(rssSources).where(eq(rssSources.claimedBy, "worker-b"));
  await finishSourceSync(db, { id: held!.id, holder: A.holder }, {
    ok: true,
    at: NOW,
    etag: null,
    lastModified: null,
    ...scheduled(NOW.getTime() + HOUR, "jurisdiction"),
  });
  assert.equal((await sourceOf(db, held!.id)).claimedBy, "worker-b");
}, { bothDrivers: true });

dbTest(
  "a manual sync makes sources due now; a stopping worker gives its claims back",
  async ({ db }) => {
    const later = new Date(NOW.getTime() + 5 * HOUR);
    const j = await addJurisdiction(db, {});
    const other = await addJurisdiction(db, {});
    const [mine] = await addSources(db, j.id, [later]);
    await addSources(db, other.id, [later]);
    assert.equal(await markSourcesDue(db, { kind: "jurisdiction", id: j.id }, NOW), 1);
    const claimed = await claimDueSources(db, A, { limit: 5, now: NOW });
    assert.deepEqual(ids(claimed), [mine]);
    await releaseSources(db, B.holder, [mine!]);
    assert.deepEqual(await claimDueSources(db, B, { limit: 5, now: NOW }), [], "not B's to give");
    await releaseSources(db, A.holder, [mine!]);
    assert.deepEqual(ids(await claimDueSources(db, B, { limit: 5, now: NOW })), [mine]);
    assert.equal(await markSourcesDue(db, { kind: "all" }, NOW), 2);
  },
  { bothDrivers: true },
);

dbTest("a host has at most perHost slots over every holder", async ({ db }) => {
  const host = "feeds.example.gov";
  await ensureHostSlots(db, host, 2);
  await ensureHostSlots(db, host, 2);
  const options = (holder: string) => ({ holder, perHost: 2, ttlMs: 60_000 });
  const [a, b, c] = await Promise.all([
    claimHostSlot(db, host, options("a")),
    claimHostSlot(db, host, options("b")),
    claimHostSlot(db, host, options("c")),
  ]);
  const held = [a, b, c].filter((s) => s !== null);
  assert.equal(held.length, 2);
  assert.notEqual(held[0]?.slot, held[1]?.slot);
  assert.ok(await claimHostSlot(db, "other.example.gov", options("c")) === null, "no rows yet");
  await releaseHostSlot(db, held[0]!);
  assert.ok(await claimHostSlot(db, host, options("d")), "a released slot is free");
  await ensureHostSlots(db, "slow.example.gov", 1);
  await claimHostSlot(db, "slow.example.gov", { holder: "x", perHost: 1, ttlMs: 1 });
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(
    await claimHostSlot(db, "slow.example.gov", options("y")),
    "an expired slot is free",
  );
}, { bothDrivers: true });

dbTest("two analysis workers claim disjoint batches, in id order", async ({ db }) => {
  await insertNewUpdates(
    db,
    Array.from({ length: 10 }, (_, i) => ({
      title: `Act ${i}`,
      content: "",
      sourceUrl: `https://example.gov/a/${i}`,
      sourceUrlKey: `https://example.gov/a/${i}`,
      publishDate: NOW,
      jurisdictionId: null,
      rssSourceId: null,
    })),
  );
  const query = { afterId: 0, limit: 4, includeFailed: true, maxAttempts: 5, claimMs: 60_000 };
  const [x, y] = await Promise.all([
    pendingAnalysisBatch(db, query),
    pendingAnalysisBatch(db, query),
  ]);
  const both = [...x, ...y].map((r) => r.id);
  assert.equal(new Set(both).size, 8);
  assert.deepEqual(x.map((r) => r.id), [...x.map((r) => r.id)].sort((a, b) => a - b));
  assert.equal((await pendingAnalysisBatch(db, { ...query, limit: 10 })).length, 2);
}, { bothDrivers: true });
