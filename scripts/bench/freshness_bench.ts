/**
 * Freshness (issue 26): how soon a published item is pending, and what it costs the publishers,
 * under the fixed schedule (the old rule: 24/syncFrequency hours less a 5-minute grace) and the
 * adaptive one (workers/feeds/schedule/). A farm of SOURCES feeds (default 2,000; `--sources N`)
 * on 8 loopback hosts (feed_farm_test_helper.ts), publishers of one item a month to fifty a day
 * (log-uniform, Poisson arrivals, a seeded generator), 10% announcing a WebSub hub, jurisdictions
 * of 1, 3, 6, 12 and 24 reads a day in turn.
 *
 * The clock is COMPRESSED: the bench runs DAYS (default 1; `--days N`) simulated days in
 * minutes. Items published in a source's last jurisdiction interval are left out of the delays
 * (the slowest rate may not have reached them). One simulated clock drives the publishers (what each feed shows, with an ETag and 304s)
 * and the scheduler, which takes it injected (NextReadInput.at), as the sync does; every read is a
 * real conditional GET through the guarded fetcher and a real parse, then the sync's own
 * schedule step (schedule_read.ts afterRead). A due source is read at the loop's next poll (every
 * 15 simulated seconds, SYNC_POLL_SECONDS). The reads of each SYNC_MIN_INTERVAL of simulated time
 * run together (no source is due twice in one), each at its own time, which the request carries.
 * What it does not run: the database and the insert: "pending" is the read that fetched the item
 * (the sync inserts it as pending in that read).
 *
 * Reports, per mode: p50/p95 delay from publication to pending (sources publishing at least daily,
 * and all), requests per source per day and the share of 304s, silent sources' reads against
 * their jurisdiction's rate, and the two limits: a gap between reads longer than the
 * jurisdiction's interval, and two reads within SYNC_MIN_INTERVAL. A push mode (the WebSub
 * subscriber's) is one more entry of MODES.
 */
import type { SourceToSync } from "../../db/queries/sources.ts";
import {
  DEFAULT_SYNC_MIN_INTERVAL_SECONDS,
  jurisdictionIntervalSeconds,
} from "../../domain/sync_schedule.ts";
import { SYNC_FREQUENCIES } from "../../domain/sources.ts";
import { startFeedFarm } from "../../workers/feeds/feed_farm_test_helper.ts";
import { guardedFetch } from "../../workers/feeds/fetch/fetcher.ts";
import { parseFeed } from "../../workers/feeds/parse/parse.ts";
import { afterRead } from "../../workers/feeds/schedule/schedule_read.ts";

const arg = (name: string, fallback: number) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Number(Deno.args[at + 1]) : fallback;
};
const SOURCES = arg("sources", 2_000);
const DAYS = arg("days", 1);
const DAY_S = 86_400;
const POLL_S = 15;
const MIN_S = DEFAULT_SYNC_MIN_INTERVAL_SECONDS;
const ITEMS_SHOWN = 20;
const HISTORY_DAYS = 60;
const CONCURRENCY = 64;
const T0 = Date.parse("2026-06-01T00:00:00Z") / 1000;
const END = T0 + DAYS * DAY_S;
const HOSTS = Array.from({ length: 8 }, (_, i) => `127.0.0.${20 + i}`);

/** A seeded generator (mulberry32), so that every run has the same publishers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Publisher {
  key: string;
  perDay: number;
  hub: boolean;
  syncFrequency: number;
  /** Publication times (simulated epoch seconds), oldest first. */
  times: number[];
}

function publishers(): Publisher[] {
  const random = seeded(26);
  return Array.from({ length: SOURCES }, (_, i) => {
    const perDay = Math.exp(Math.log(1 / 30) + random() * Math.log(50 * 30));
    const times: number[] = [];
    for (let t = T0 - HISTORY_DAYS * DAY_S;;) {
      t += -Math.log(1 - random()) * DAY_S / perDay;
      if (t > END) break;
      times.push(t);
    }
    const syncFrequency = SYNC_FREQUENCIES[i % SYNC_FREQUENCIES.length]!;
    return { key: `p${i}`, perDay, hub: i % 10 === 0, syncFrequency, times };
  });
}

/** How many of `times` are at or before `now` (binary search). */
function publishedBy(times: readonly number[], now: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function feedXml(p: Publisher, count: number, origin: string): string {
  const items: string[] = [];
  for (let i = count - 1; i >= Math.max(0, count - ITEMS_SHOWN); i--) {
    const link = `${origin}/${p.key}/items/${i}`;
    items.push(
      `<item><title>Notice ${i}</title><link>${link}</link>` +
        `<pubDate>${new Date(p.times[i]! * 1000).toUTCString()}</pubDate></item>`,
    );
  }
  const hub = p.hub ? `<atom:link rel="hub" href="${origin}/hub"/>` : "";
  return `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">` +
    `<channel><title>${p.key}</title>${hub}${items.join("")}</channel></rss>`;
}

/** When a source is read next after a read at `at`, by one mode's rule. */
type Policy = (source: SourceToSync, read: { at: Date; headers: Headers; feed: ParsedOrNot }) => {
  nextAt: number;
  state: Pick<SourceToSync, "recentItemDates" | "feedRefreshSeconds">;
};
type ParsedOrNot = ReturnType<typeof parseFeed> | null;

const MODES: Record<string, Policy> = {
  fixed: (source, read) => ({
    nextAt: read.at.getTime() / 1000 + jurisdictionIntervalSeconds(source.syncFrequency) - 300,
    state: source,
  }),
  adaptive: (source, read) => {
    const record = afterRead(source, read, { minIntervalSeconds: MIN_S, random: jitter });
    return { nextAt: record.schedule.nextAt.getTime() / 1000, state: record };
  },
};
const jitter = seeded(7);

interface ModeResult {
  delaysDaily: number[];
  delaysAll: number[];
  requests: number;
  notModified: number;
  /** For sources with no item in 30 days: each gap between reads over the jurisdiction's interval. */
  silentGapRatios: number[];
  slowGaps: number;
  tooSoon: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function runMode(mode: string, pubs: Publisher[]): Promise<ModeResult> {
  const farm = startFeedFarm({
    hosts: HOSTS,
    items: 0,
    delayMs: 0,
    answer(key, request) {
      const p = pubs[Number(key.slice(1))]!;
      // The simulated time of the read comes with it: reads of one batch run at their own times.
      const count = publishedBy(p.times, Number(new URL(request.url).searchParams.get("t")));
      const etag = `"${count}"`;
      if (request.headers.get("if-none-match") === etag) {
        return new Response(null, { status: 304, headers: { etag } });
      }
      const origin = new URL(request.url).origin;
      return new Response(feedXml(p, count, origin), {
        headers: { etag, "content-type": "application/rss+xml" },
      });
    },
  });
  const policy = MODES[mode]!;
  const start = seeded(99);
  const state = pubs.map((p, i) => ({
    source: {
      id: i,
      name: p.key,
      url: farm.url(i, p.key),
      syncFrequency: p.syncFrequency,
      recentItemDates: [] as string[],
      feedRefreshSeconds: null as number | null,
      etag: null as string | null,
    },
    nextAt: T0 + start() * 300,
    seen: 0,
    reads: [] as number[],
  }));
  const result: ModeResult = {
    delaysDaily: [],
    delaysAll: [],
    requests: 0,
    notModified: 0,
    silentGapRatios: [],
    slowGaps: 0,
    tooSoon: 0,
  };
  const read = async (s: (typeof state)[number], p: Publisher) => {
    // The loop finds a due source at its next poll.
    const now = T0 + Math.ceil((s.nextAt - T0) / POLL_S) * POLL_S;
    const at = new Date(now * 1000);
    const response = await guardedFetch(`${s.source.url}?t=${now}`, {
      etag: s.source.etag,
      allowPrivate: true,
    });
    result.requests++;
    const count = publishedBy(p.times, now);
    const limit = jurisdictionIntervalSeconds(p.syncFrequency);
    let feed: ParsedOrNot = null;
    if (response.notModified) result.notModified++;
    else {
      feed = parseFeed(response.body, { feedUrl: response.url, fetchedAt: at });
      s.source.etag = response.headers.get("etag");
    }
    for (let i = s.seen; i < count; i++) {
      const published = p.times[i]!;
      if (published <= T0 || published > END - limit) continue;
      const delay = now - published;
      result.delaysAll.push(delay);
      if (p.perDay >= 1) result.delaysDaily.push(delay);
    }
    s.seen = count;
    s.reads.push(now);
    // Only the schedule's fields of a SourceToSync are read (schedule_read.ts); no database here.
    const decided = policy(s.source as unknown as SourceToSync, {
      at,
      headers: response.headers,
      feed,
    });
    Object.assign(s.source, decided.state);
    s.nextAt = decided.nextAt;
  };
  // Batches of SYNC_MIN_INTERVAL of simulated time: no source is read twice in one, so the reads
  // of a batch are independent and run at once, each at its own simulated time.
  for (let window = T0; window < END; window += MIN_S) {
    const end = Math.min(window + MIN_S, END);
    const due = state.flatMap((s, i) => (s.nextAt < end ? [i] : []));
    // CONCURRENCY lanes take the window's reads in turn (no wait for a batch's slowest read).
    let next = 0;
    const lane = async () => {
      while (next < due.length) {
        const n = due[next++]!;
        await read(state[n]!, pubs[n]!);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  }
  await farm.close();
  for (const [i, s] of state.entries()) {
    const p = pubs[i]!;
    const limit = jurisdictionIntervalSeconds(p.syncFrequency);
    for (let r = 1; r < s.reads.length; r++) {
      const gap = s.reads[r]! - s.reads[r - 1]!;
      if (gap > limit) result.slowGaps++;
      if (gap < MIN_S) result.tooSoon++;
    }
    const lastBefore = publishedBy(p.times, T0 - 30 * DAY_S);
    const silent = publishedBy(p.times, END) === lastBefore;
    if (silent) {
      for (let r = 1; r < s.reads.length; r++) {
        result.silentGapRatios.push((s.reads[r]! - s.reads[r - 1]!) / limit);
      }
    }
  }
  return result;
}

const pubs = publishers();
const daily = pubs.filter((p) => p.perDay >= 1).length;
console.log(
  `freshness: ${SOURCES} feeds on ${HOSTS.length} loopback hosts (${daily} publishing at least ` +
    `daily, ${pubs.filter((p) => p.hub).length} with a hub), ${DAYS} simulated days on a ` +
    `compressed clock injected into the scheduler, poll ${POLL_S} s, SYNC_MIN_INTERVAL ${MIN_S} s`,
);
const minutes = (s: number) => (s / 60).toFixed(1);
for (const mode of Object.keys(MODES)) {
  const started = performance.now();
  const r = await runMode(mode, pubs);
  const perDay = r.requests / SOURCES / DAYS;
  const gaps = r.silentGapRatios;
  const silentText = gaps.length === 0
    ? "no silent source"
    : `silent sources' gap / jurisdiction interval mean ${
      (gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(3)
    }, max ${Math.max(...gaps).toFixed(3)}`;
  console.log(
    `${mode.padEnd(8)} delay (min) ≥daily p50 ${minutes(percentile(r.delaysDaily, 0.5))} ` +
      `p95 ${minutes(percentile(r.delaysDaily, 0.95))}; all p50 ${
        minutes(percentile(r.delaysAll, 0.5))
      } p95 ${minutes(percentile(r.delaysAll, 0.95))} (${r.delaysAll.length} items) | ` +
      `requests/source/day ${perDay.toFixed(1)}, 304s ${
        (100 * r.notModified / r.requests).toFixed(1)
      }% | ${silentText} | gaps over the ` +
      `jurisdiction's interval ${r.slowGaps}, reads within ${MIN_S} s ${r.tooSoon} | ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s wall`,
  );
}
console.log("push: not measured yet (the WebSub subscriber adds its mode to MODES)");
