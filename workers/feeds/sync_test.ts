import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertNewUpdates } from "../../db/queries/ingest.ts";
import { LEGISLATIVE_TERMS_KEY } from "../../db/queries/legislative_terms.ts";
import { claimDueSources, markSourcesDue } from "../../db/queries/sync_queue.ts";
import { globalSettings, jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import type { UpdateInput } from "../ai/analyser.ts";
import { BACKOFF_CAP_MS } from "./backoff.ts";
import { type FeedServer, startFeedServer } from "./feed_server_test_helper.ts";
import type { FeedItem } from "./parse/feed_types.ts";
import {
  addOutcome,
  emptySummary,
  ingestFeed,
  MAX_SYNC_ERROR,
  ROWS_PER_STORE,
  shortError,
  syncSource,
} from "./sync.ts";
import { drainSyncQueue } from "./sync_queue_loop.ts";
import { type SyncDeps, SyncService } from "./sync_service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A clock the test moves. */
function testClock(start = "2026-06-15T12:00:00Z") {
  let current = new Date(start).getTime();
  return { now: () => new Date(current), advance: (ms: number) => void (current += ms) };
}

async function withServer(fn: (server: FeedServer) => Promise<void>): Promise<void> {
  const server = startFeedServer();
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

async function addJurisdiction(db: Db, values: { syncFrequency?: number; isActive?: boolean }) {
  const [row] = await db.insert(jurisdictions).values({
    name: `J ${crypto.randomUUID().slice(0, 8)}`,
    ...values,
  }).returning();
  return row!;
}

async function addSource(
  db: Db,
  jurisdictionId: number,
  url: string,
  values: Partial<typeof rssSources.$inferInsert> = {},
) {
  const [row] = await db.insert(rssSources).values({
    jurisdictionId,
    name: `Source ${url.split("/").pop()}`,
    url,
    ...values,
  }).returning();
  return row!;
}

/** A sync service over `db` on the fixture server, with the offline rules unless `options` say. */
function service(
  db: Db,
  clock: { now: () => Date },
  options: Partial<SyncDeps> = {},
): SyncService {
  return new SyncService({
    db,
    now: clock.now,
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    fetchTimeoutMs: 2_000,
    ...options,
  });
}

/** What a sync covers: every active source (made due now), the due ones, or one source. */
type SyncScope = { kind: "all" } | { kind: "due" } | { kind: "source"; id: number };

async function sync(
  db: Db,
  clock: { now: () => Date },
  scope: SyncScope = { kind: "all" },
  options: Partial<SyncDeps> = {},
) {
  const sync = service(db, clock, options);
  if (scope.kind === "source") {
    const started = await sync.syncSourceNow(scope.id);
    assert.ok(started, "no worker is syncing the source");
    const summary = await started.summary;
    await started.finished;
    return summary;
  }
  if (scope.kind === "all") await markSourcesDue(db, { kind: "all" }, clock.now());
  return await sync.runRound();
}

const sourceOf = async (db: Db, id: number) =>
  (await db.select().from(rssSources).where(eq(rssSources.id, id)))[0]!;
const updates = (db: Db) => db.select().from(legalUpdates).orderBy(asc(legalUpdates.id));

dbTest("a sync stores matching items as pending updates with their fields", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    const source = await addSource(db, j.id, server.url("/feeds/rss2.xml"));
    const summary = await sync(db, clock);
    assert.equal(summary.sourcesSynced, 1);
    assert.equal(summary.itemsFound, 4);
    assert.deepEqual(summary.errors, []);
    const rows = await updates(db);
    // "Weekly parliamentary calendar" has no legislative term; the other three match.
    assert.deepEqual(rows.map((r) => r.title), [
      "Data Protection (Amendment) Act 2024 receives Royal Assent",
      "Consultation opens on the Online Safety Regulations 2024",
      "Committee report on the Renters’ Reform Bill",
    ]);
    assert.equal(summary.itemsInserted, 3);
    const [first] = rows;
    assert.ok(first);
    assert.equal(first.status, "pending");
    assert.equal(first.rssSourceId, source.id);
    assert.equal(first.jurisdictionId, j.id);
    assert.equal(
      first.sourceUrl,
      "https://www.justice.example.gov/news/2024/data-protection-amendment-act",
    );
    assert.equal(first.sourceUrlKey, first.sourceUrl);
    assert.equal(first.publishDate.toISOString(), "2024-03-11T09:30:00.000Z");
    assert.match(first.content, /granted Royal Assent on 11\s+March/);
    assert.doesNotMatch(first.content, /trackVisit|<p>/);
    // Analysed right after the sync.
    assert.ok(rows.every((r) => r.analysisState === "done" && r.aiSummary && r.aiCategory));
    const stored = await sourceOf(db, source.id);
    assert.equal(stored.lastSyncStatus, "success");
    assert.equal(stored.lastSync?.getTime(), clock.now().getTime());
    assert.equal(stored.lastSyncError, null);
    assert.ok(stored.etag);
    assert.ok(stored.lastModified);
  });
}, { bothDrivers: true });

dbTest(
  "a feed with a megabyte of escaped <script runs is stored as a reader sees it",
  async ({ db }) => {
    await withServer(async (server) => {
      const j = await addJurisdiction(db, {});
      const source = await addSource(db, j.id, server.url("/hostile/h.xml?kib=1024"), {
        sourceType: "specialist",
      });
      const summary = await sync(db, testClock(), { kind: "source", id: source.id });
      assert.deepEqual(summary.errors, []);
      assert.deepEqual((await updates(db)).map((u) => [u.title, u.content]), [
        ["Finance Act hostile", "Lead text"],
        ["Decree 2", "Plain & simple"],
      ]);
    });
  },
);

dbTest("a second sync gets a 304 and inserts nothing", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    const source = await addSource(db, j.id, server.url("/generated/a.xml?items=50"));
    assert.equal((await sync(db, clock)).itemsInserted, 50);
    clock.advance(HOUR);
    const again = await sync(db, clock);
    assert.equal(again.itemsInserted, 0);
    assert.equal(again.sourcesSynced, 1);
    const last = server.requests.at(-1);
    assert.ok(last?.headers.get("if-none-match"), "sent the stored ETag");
    const stored = await sourceOf(db, source.id);
    assert.equal(stored.lastSyncStatus, "success");
    assert.equal(stored.lastSync?.getTime(), clock.now().getTime());
    assert.equal((await updates(db)).length, 50);
  });
}, { bothDrivers: true });

dbTest("items already stored are not inserted again when the feed is refetched", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    const source = await addSource(db, j.id, server.url("/generated/b.xml?items=30"));
    await sync(db, clock);
    // Forget the validators: a full fetch of the same items.
    await db.update(rssSources).set({ etag: null, lastModified: null })
      .where(eq(rssSources.id, source.id));
    const again = await sync(db, clock);
    assert.equal(again.itemsFound, 30);
    assert.equal(again.itemsInserted, 0);
    assert.equal((await updates(db)).length, 30);
  });
}, { bothDrivers: true });

dbTest(
  "a failing source records its error and backoff and the others still sync",
  async ({ db }) => {
    await withServer(async (server) => {
      const clock = testClock();
      const j = await addJurisdiction(db, {});
      const broken = await addSource(db, j.id, server.url("/status/500"));
      const notAFeed = await addSource(db, j.id, server.url("/feeds/html_page.html"));
      const good = await addSource(db, j.id, server.url("/generated/c.xml?items=10"));
      const summary = await sync(db, clock);
      assert.equal(summary.sourcesSynced, 1);
      assert.equal(summary.itemsInserted, 10);
      assert.deepEqual(summary.errors.map((e) => e.sourceId), [broken.id, notAFeed.id]);
      const b = await sourceOf(db, broken.id);
      assert.equal(b.lastSyncStatus, "error");
      assert.match(b.lastSyncError ?? "", /HTTP 500/);
      assert.equal(b.consecutiveErrors, 1);
      assert.equal(b.retryAfter?.getTime(), clock.now().getTime() + 15 * MINUTE);
      assert.equal(
        b.nextSyncAt.getTime(),
        b.retryAfter?.getTime(),
        "next due when the backoff ends",
      );
      assert.equal(b.lastSync?.getTime(), clock.now().getTime());
      const n = await sourceOf(db, notAFeed.id);
      assert.match(n.lastSyncError ?? "", /not a feed/);
      assert.equal((await sourceOf(db, good.id)).lastSyncStatus, "success");
    });
  },
  { bothDrivers: true },
);

dbTest(
  "the backoff doubles with each failure, stops at 24 h and a success resets it",
  async ({ db }) => {
    await withServer(async (server) => {
      const clock = testClock();
      const j = await addJurisdiction(db, {});
      const source = await addSource(db, j.id, server.url("/status/502"));
      const waits: number[] = [];
      for (let i = 0; i < 9; i++) {
        await sync(db, clock, { kind: "source", id: source.id });
        const s = await sourceOf(db, source.id);
        waits.push((s.retryAfter!.getTime() - s.lastSync!.getTime()) / MINUTE);
        clock.advance(MINUTE);
      }
      assert.deepEqual(waits, [15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
      assert.equal(BACKOFF_CAP_MS, 1440 * MINUTE);
      assert.equal((await sourceOf(db, source.id)).consecutiveErrors, 9);
      await db.update(rssSources).set({ url: server.url("/generated/d.xml?items=3") })
        .where(eq(rssSources.id, source.id));
      await sync(db, clock, { kind: "source", id: source.id });
      const healed = await sourceOf(db, source.id);
      assert.equal(healed.consecutiveErrors, 0);
      assert.equal(healed.retryAfter, null);
      assert.equal(healed.lastSyncError, null);
    });
  },
  { bothDrivers: true },
);

dbTest("a 429 or 503 waits at least as long as its Retry-After asks", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    const slow = await addSource(db, j.id, server.url("/status/429?retry-after=7200"));
    const short = await addSource(db, j.id, server.url("/status/503?retry-after=60"));
    const other = await addSource(db, j.id, server.url("/status/500?retry-after=7200"));
    await sync(db, clock);
    const wait = async (id: number) => {
      const s = await sourceOf(db, id);
      return (s.retryAfter!.getTime() - clock.now().getTime()) / MINUTE;
    };
    assert.equal(await wait(slow.id), 120);
    assert.equal(await wait(short.id), 15, "the backoff is longer than the 60 s asked");
    assert.equal(await wait(other.id), 15, "only 429 and 503 carry a Retry-After we honour");
  });
}, { bothDrivers: true });

dbTest("the cron skips a source backing off; a manual sync does not", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    const source = await addSource(db, j.id, server.url("/generated/e.xml?items=4"), {
      lastSync: new Date(clock.now().getTime() - 2 * HOUR),
      lastSyncStatus: "error",
      consecutiveErrors: 3,
      retryAfter: new Date(clock.now().getTime() + HOUR),
      nextSyncAt: new Date(clock.now().getTime() + HOUR), // as a failed sync leaves it
    });
    const due = await sync(db, clock, { kind: "due" });
    assert.equal(due.sourcesSynced + due.errors.length, 0);
    const manual = await sync(db, clock, { kind: "source", id: source.id });
    assert.equal(manual.itemsInserted, 4);
    clock.advance(2 * HOUR);
    await db.update(rssSources).set({
      lastSyncStatus: "error",
      retryAfter: new Date(clock.now().getTime() - MINUTE),
    }).where(eq(rssSources.id, source.id));
    await db.update(rssSources).set({ nextSyncAt: new Date(clock.now().getTime() - MINUTE) })
      .where(eq(rssSources.id, source.id));
    const again = await sync(db, clock, { kind: "due" });
    assert.equal(again.sourcesSynced, 1, "due again once the backoff has passed");
  });
}, { bothDrivers: true });

dbTest(
  "a silent source is due again within 24/syncFrequency hours, then exactly at it; inactive never",
  async ({ db }) => {
    await withServer(async (server) => {
      const clock = testClock();
      const thrice = await addJurisdiction(db, { syncFrequency: 3 });
      const hourly = await addJurisdiction(db, { syncFrequency: 24 });
      const off = await addJurisdiction(db, { syncFrequency: 24, isActive: false });
      const eight = await addSource(db, thrice.id, server.url("/generated/eight.xml?items=1"));
      const one = await addSource(db, hourly.id, server.url("/generated/one.xml?items=1"));
      await addSource(db, hourly.id, server.url("/generated/inactive.xml?items=1"), {
        isActive: false,
      });
      await addSource(db, off.id, server.url("/generated/off.xml?items=1"));
      const due = () => sync(db, clock, { kind: "due" }, { random: () => 0 });
      const first = await due();
      assert.equal(first.sourcesSynced, 2, "new sources are due at once");
      const nextOf = async (id: number) =>
        (await db.select().from(rssSources).where(eq(rssSources.id, id)))[0]!.nextSyncAt.getTime();
      const start = clock.now().getTime();
      // The first read moves each source onto its own phase (ADR 0130): within its
      // interval. Then each read is due exactly one interval after the last: no early reads.
      for (const [source, interval] of [[one, HOUR], [eight, 8 * HOUR]] as const) {
        const wait = await nextOf(source.id) - start;
        assert.ok(wait > 0 && wait <= interval, `${wait / MINUTE} min`);
      }
      for (let round = 0; round < 12; round++) {
        const dueAt = Math.min(await nextOf(one.id), await nextOf(eight.id));
        clock.advance(dueAt - clock.now().getTime() - 1000);
        assert.equal((await due()).sourcesSynced, 0, "nothing due a second early");
        clock.advance(1000);
        const before = [await nextOf(one.id), await nextOf(eight.id)];
        assert.equal((await due()).sourcesSynced, before.filter((t) => t === dueAt).length);
        if (before[0] === dueAt) assert.equal(await nextOf(one.id) - dueAt, HOUR);
        if (before[1] === dueAt) assert.equal(await nextOf(eight.id) - dueAt, 8 * HOUR);
      }
      assert.ok(clock.now().getTime() - start >= 8 * HOUR, "both read on their grids for 8 h");
    });
  },
  { bothDrivers: true },
);

dbTest(
  "a specialist source uses its own terms, or takes every item without any",
  async ({ db }) => {
    await withServer(async (server) => {
      const clock = testClock();
      const j = await addJurisdiction(db, {});
      const filtered = await addSource(db, j.id, server.url("/generated/f.xml?items=40"), {
        sourceType: "specialist",
        legislativeFilter: "Directive, directive",
      });
      const everything = await addSource(db, j.id, server.url("/generated/g.xml?items=40"), {
        sourceType: "specialist",
        legislativeFilter: "  ",
      });
      await sync(db, clock);
      const rows = await updates(db);
      const of = (id: number) => rows.filter((r) => r.rssSourceId === id);
      assert.equal(of(filtered.id).length, 10, "one generated item in four is a directive");
      assert.ok(of(filtered.id).every((r) => /Directive/.test(r.title)));
      assert.equal(of(everything.id).length, 40);
    });
  },
  { bothDrivers: true },
);

dbTest("jurisdiction sources use the terms stored in global settings", async ({ db }) => {
  await withServer(async (server) => {
    await db.insert(globalSettings).values({ key: LEGISLATIVE_TERMS_KEY, value: ["calendar"] });
    const j = await addJurisdiction(db, {});
    await addSource(db, j.id, server.url("/feeds/rss2.xml"));
    await sync(db, testClock());
    assert.deepEqual((await updates(db)).map((r) => r.title), ["Weekly parliamentary calendar"]);
  });
}, { bothDrivers: true });

dbTest("two workers draining the queue at once sync each source once", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    for (let i = 0; i < 12; i++) {
      await addSource(db, j.id, server.url(`/generated/w${i}.xml?items=3`));
    }
    const ctx = { db, now: clock.now, globalTerms: ["act", "measure"], allowPrivate: true };
    const worker = (holder: string) =>
      drainSyncQueue(ctx, { holder, concurrency: 3, claimMs: 60_000 });
    const [a, b] = await Promise.all([worker("a"), worker("b")]);
    assert.equal(a.sourcesSynced + b.sourcesSynced, 12);
    const fetched = server.requests.filter((r) => r.path.startsWith("/generated/w"));
    assert.equal(fetched.length, 12, "every feed fetched once");
    assert.equal((await updates(db)).length, 36);
    const again = await Promise.all([worker("a"), worker("b")]);
    assert.equal(again[0].sourcesSynced + again[1].sourcesSynced, 0, "nothing due any more");
  });
}, { bothDrivers: true });

dbTest("overlapping syncs of the same feeds never insert an item twice", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    // Two sources serving the same items, synced by two runs at once without the lease.
    for (const key of ["same", "same", "same"]) {
      await addSource(db, j.id, server.url(`/generated/${key}.xml?items=200`));
    }
    const sources = await claimDueSources(db, { holder: "test", claimMs: 60_000 }, {
      limit: 10,
      now: clock.now(),
    });
    const ctx = { db, now: clock.now, globalTerms: ["act", "measure"], allowPrivate: true };
    const syncAll = async () => {
      const summary = emptySummary();
      await Promise.all(
        sources.map(async (source) => addOutcome(summary, source, await syncSource(source, ctx))),
      );
      return summary;
    };
    const results = await Promise.all([syncAll(), syncAll()]);
    const inserted = results.reduce((n, r) => n + r.itemsInserted, 0);
    assert.equal(inserted, 200);
    assert.equal((await updates(db)).length, 200);
  });
}, { bothDrivers: true });

dbTest("a refused address is a recorded error, not a crash", async ({ db }) => {
  await withServer(async (server) => {
    const j = await addJurisdiction(db, {});
    const source = await addSource(db, j.id, server.url("/feeds/rss2.xml"));
    const summary = await sync(db, testClock(), { kind: "all" }, { allowPrivate: false });
    assert.equal(summary.errors[0]?.sourceId, source.id);
    assert.equal((await sourceOf(db, source.id)).lastSyncStatus, "error");
  });
}, { bothDrivers: true });

dbTest("the scheduled sync takes due sources only and retries failed analyses", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, { syncFrequency: 24 });
    const due = await addSource(db, j.id, server.url("/generated/due.xml?items=3"));
    const fresh = await addSource(db, j.id, server.url("/generated/fresh.xml?items=3"), {
      lastSync: new Date(clock.now().getTime() - 10 * MINUTE),
      lastSyncStatus: "success",
      nextSyncAt: new Date(clock.now().getTime() + 50 * MINUTE),
    });
    const [failedId] = await insertNewUpdates(db, [{
      title: "Finance Act 2026",
      content: "The Act changes corporation tax rates.",
      sourceUrl: "https://example.gov/finance-act",
      sourceUrlKey: "https://example.gov/finance-act",
      publishDate: clock.now(),
      jurisdictionId: j.id,
      rssSourceId: null,
    }]);
    await db.update(legalUpdates).set({ analysisState: "failed", analysisAttempts: 2 })
      .where(eq(legalUpdates.id, failedId!));
    const summary = await service(db, clock).runScheduled();
    assert.equal(summary.itemsInserted, 3);
    assert.equal((await sourceOf(db, due.id)).lastSyncStatus, "success");
    assert.equal(
      (await sourceOf(db, fresh.id)).lastSync?.getTime(),
      clock.now().getTime() - 10 * MINUTE,
      "not due yet",
    );
    const rows = await updates(db);
    assert.equal(rows.length, 4);
    assert.ok(rows.every((r) => r.analysisState === "done"));
    assert.equal(rows.find((r) => r.id === failedId)?.analysisAttempts, 3);
  });
}, { bothDrivers: true });

dbTest("a slow analyser runs after the sync, not inside it", async ({ db }) => {
  await withServer(async (server) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    await addSource(db, j.id, server.url("/generated/slow-ai.xml?items=6"));
    let open = () => {};
    const gate = new Promise<void>((resolve) => open = resolve);
    const offline = createOfflineAnalyser();
    const analyser = {
      ...offline,
      name: "gated test model",
      analyseUpdate: async (input: UpdateInput) => {
        await gate;
        return offline.analyseUpdate(input);
      },
    };
    const [source] = await db.select().from(rssSources);
    const started = await service(db, clock, { analyser }).syncSourceNow(source!.id);
    const summary = await started!.summary; // resolves while every analysis is still waiting
    assert.equal(summary.itemsInserted, 6);
    assert.ok((await updates(db)).every((r) => r.aiSummary === null));
    open();
    await started!.finished;
    assert.ok((await updates(db)).every((r) => r.analysisState === "done" && r.aiSummary));
  });
}, { bothDrivers: true });

Deno.test("stored sync errors are one line of at most 300 characters", () => {
  const text = shortError(new Error(`boom\n${"x".repeat(1000)}`));
  assert.ok(text.length <= MAX_SYNC_ERROR);
  assert.match(text, /^feeds\/sync: boom x/);
  assert.equal(shortError(new Error("feeds/fetcher: HTTP 500")), "feeds/fetcher: HTTP 500");
});

dbTest(
  "a document of more new items than one store takes is stored whole, grouped across its batches",
  async ({ db }) => {
    const clock = testClock();
    const j = await addJurisdiction(db, {});
    await addSource(db, j.id, "https://gazette.example/feed.xml");
    const [source] = await claimDueSources(db, { holder: "test", claimMs: 60_000 }, {
      limit: 1,
      now: clock.now(),
    });
    // Distinct notices, each its own subject, and last a second link to the first one's text.
    const count = ROWS_PER_STORE + 100;
    const item = (i: number, link = `https://gazette.example/notices/${i}`): FeedItem => ({
      title: `Regulations on subject ${i.toString(36)} of ${(i * 7919).toString(36)}`,
      link,
      guid: null,
      publishedAt: new Date("2026-06-10T09:00:00Z"),
      author: "",
      summary: "",
      content: `The regulations on ${(i * 104_729).toString(36)} set duties for ${
        (i * 7_727).toString(36)
      } and ${(i * 15_485_863).toString(36)} from the date of publication.`,
    });
    const items = [
      ...Array.from({ length: count - 1 }, (_, i) => item(i)),
      item(0, "https://other.example/0"),
    ];
    const counts = await ingestFeed(
      source!,
      { feed: { title: "Gazette", items, emptyItems: 0, itemsOverCap: 0 }, at: clock.now() },
      { db, now: clock.now, globalTerms: ["regulations"] },
    );
    assert.equal(counts.itemsInserted, count);
    const rows = await db.select({ id: legalUpdates.id, primaryId: legalUpdates.primaryId })
      .from(legalUpdates).orderBy(asc(legalUpdates.id));
    assert.equal(rows.length, count);
    // The second link, stored in the second batch, joined the first notice's change.
    assert.equal(rows.at(-1)?.primaryId, rows[0]?.id);
    assert.equal(rows.filter((r) => r.primaryId !== null).length, 1);
  },
);
