/**
 * Freshness (issue 26): how soon a published item is pending, and what it costs the publishers,
 * under the fixed schedule (the old rule: 24/syncFrequency hours less a 5-minute grace), the
 * adaptive one (workers/feeds/schedule/) and push (WebSub, workers/feeds/push/). A farm of
 * SOURCES feeds (default 2,000; `--sources N`) on 8 loopback hosts (feed_farm_test_helper.ts),
 * publishers of one item a month to fifty a day (log-uniform, Poisson arrivals, a seeded
 * generator), 10% announcing a WebSub hub (in blocks of five, so every rate has some),
 * jurisdictions of 1, 3, 6, 12 and 24 reads a day in turn.
 *
 * SIMULATED (fixed, adaptive, and the polls of push mode): the clock is COMPRESSED: the bench runs
 * DAYS (default 1; `--days N`) simulated days in minutes. Items published in a source's last
 * jurisdiction interval are left out of the delays (the slowest rate may not have reached them).
 * One simulated clock drives the publishers (what each feed shows, with an ETag and 304s) and the
 * scheduler, which takes it injected (NextReadInput.at), as the sync does; every read is a real
 * conditional GET through the guarded fetcher and a real parse, then the sync's own schedule step
 * (schedule_read.ts afterRead). A due source is read at the loop's next poll (every 15 simulated
 * seconds, SYNC_POLL_SECONDS). The reads of each SYNC_MIN_INTERVAL of simulated time run together
 * (no source is due twice in one), each at its own time, which the request carries. Not run here:
 * the database and the insert: "pending" is the read that fetched the item (the sync inserts it
 * as pending in that read).
 *
 * Push mode: the hub feeds are polled once a day (afterRead with pushLive: the safety net, whose
 * reads are counted), the others as in adaptive (the same rule: simulated once for both modes).
 * The hub feeds' delays are REAL: their first PUSHES items (default 200; `--pushes N`) from the
 * simulated day's start are each delivered, one after another, by the test hub
 * (websub_hub_test_helper.ts) as a signed document to the app served on 127.0.0.1 over a
 * throwaway PostgreSQL (websub_bench.ts measurePushDelays), timed from the hub's POST to the
 * item's pending row. The publisher's own ping to its hub is not simulated (taken as instant).
 *
 * Reports, per mode: p50/p95 delay from publication to pending (sources publishing at least daily,
 * and all; in push mode the polled feeds), the hub feeds' delay, requests per source per day (and
 * the hub feeds') and the share of 304s, silent sources' gaps between reads against their
 * jurisdiction's interval (ADR 0130: the first gap moves a source onto its phase and
 * is reported apart), and the two limits: a gap between reads longer than the jurisdiction's
 * interval, and two reads within SYNC_MIN_INTERVAL (subscribed feeds are left out of both: they
 * are polled daily by design).
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
import { measurePushDelays } from "./websub_bench.ts";
import { mulberry32 } from "../../db/seed/prng.ts";

const arg = (name: string, fallback: number) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Number(Deno.args[at + 1]) : fallback;
};
const SOURCES = arg("sources", 2_000);
const DAYS = arg("days", 1);
const PUSHES = arg("pushes", 200);
const DAY_S = 86_400;
const POLL_S = 15;
const MIN_S = DEFAULT_SYNC_MIN_INTERVAL_SECONDS;
const ITEMS_SHOWN = 20;
const HISTORY_DAYS = 60;
const CONCURRENCY = 64;
const T0 = Date.parse("2026-06-01T00:00:00Z") / 1000;
const END = T0 + DAYS * DAY_S;
const HOSTS = Array.from({ length: 8 }, (_, i) => `127.0.0.${20 + i}`);

interface Publisher {
  key: string;
  perDay: number;
  hub: boolean;
  syncFrequency: number;
  /** Publication times (simulated epoch seconds), oldest first. */
  times: number[];
}

function publishers(): Publisher[] {
  const random = mulberry32(26);
  return Array.from({ length: SOURCES }, (_, i) => {
    const perDay = Math.exp(Math.log(1 / 30) + random() * Math.log(50 * 30));
    const times: number[] = [];
    for (let t = T0 - HISTORY_DAYS * DAY_S;;) {
      t += -Math.log(1 - random()) * DAY_S / perDay;
      if (t > END) break;
      times.push(t);
    }
    const syncFrequency = SYNC_FREQUENCIES[i % SYNC_FREQUENCIES.length]!;
    // One feed in ten names a hub, in blocks of five so that every jurisdiction rate has some.
    return { key: `p${i}`, perDay, hub: Math.floor(i / 5) % 10 === 0, syncFrequency, times };
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
type Policy = (
  source: SourceToSync,
  read: { at: Date; headers: Headers; feed: ParsedOrNot },
  publisher: Publisher,
) => {
  nextAt: number;
  state: Pick<SourceToSync, "recentItemDates" | "feedRefreshSeconds">;
};
type ParsedOrNot = ReturnType<typeof parseFeed> | null;

const MODES: Record<string, Policy> = {
  fixed: (source, read) => ({
    nextAt: read.at.getTime() / 1000 + jurisdictionIntervalSeconds(source.syncFrequency) - 300,
    state: source,
  }),
  adaptive: (source, read) => scheduleStep(source, read),
  // The feeds that name a hub are subscribed: polled once a day as the safety net (pushLive).
  push: (source, read, publisher) => scheduleStep(source, { ...read, pushLive: publisher.hub }),
};
const jitter = mulberry32(7);

/** The sync's own schedule step (schedule_read.ts afterRead), on the simulated clock. */
function scheduleStep(source: SourceToSync, read: Parameters<typeof afterRead>[1]) {
  const record = afterRead(source, read, { minIntervalSeconds: MIN_S, random: jitter });
  return { nextAt: record.schedule.nextAt.getTime() / 1000, state: record };
}

/** In push mode, the hub feeds' items arrive by push: their delays are measured (measurePush). */
const pushed = (mode: string, p: Publisher) => mode === "push" && p.hub;

interface ModeResult {
  /** How many sources the figures cover. */
  sources: number;
  delaysDaily: number[];
  delaysAll: number[];
  /** The delays of the hub feeds' items (in push mode, the real deliveries: measurePush). */
  delaysHub: number[];
  requests: number;
  notModified: number;
  /** The reads of the feeds that name a hub (in push mode, the daily safety net). */
  hubRequests: number;
  /** For sources with no item in 30 days: each gap between reads over the jurisdiction's interval. */
  silentGapRatios: number[];
  /** Their first gap (the move onto the source's phase), over the jurisdiction's interval. */
  silentFirstGapRatios: number[];
  slowGaps: number;
  tooSoon: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Simulates `mode` for the publishers of index `subset` (each source's id is its index). */
async function runMode(mode: string, pubs: Publisher[], subset: number[]): Promise<ModeResult> {
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
  const start = mulberry32(99);
  const state = subset.map((i) => pubs[i]!).map((p, n) => ({
    source: {
      id: subset[n]!,
      name: p.key,
      url: farm.url(subset[n]!, p.key),
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
    sources: subset.length,
    delaysDaily: [],
    delaysAll: [],
    delaysHub: [],
    requests: 0,
    notModified: 0,
    hubRequests: 0,
    silentGapRatios: [],
    silentFirstGapRatios: [],
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
    if (p.hub) result.hubRequests++;
    const count = publishedBy(p.times, now);
    const limit = jurisdictionIntervalSeconds(p.syncFrequency);
    let feed: ParsedOrNot = null;
    if (response.notModified) result.notModified++;
    else {
      feed = parseFeed(response.body, { feedUrl: response.url, fetchedAt: at });
      s.source.etag = response.headers.get("etag");
    }
    // A pushed item was pending before this read found it: the safety net adds no delay.
    for (let i = pushed(mode, p) ? count : s.seen; i < count; i++) {
      const published = p.times[i]!;
      if (published <= T0 || published > END - limit) continue;
      const delay = now - published;
      result.delaysAll.push(delay);
      if (p.perDay >= 1) result.delaysDaily.push(delay);
      if (p.hub) result.delaysHub.push(delay);
    }
    s.seen = count;
    s.reads.push(now);
    // Only the schedule's fields of a SourceToSync are read (schedule_read.ts); no database here.
    const decided = policy(s.source as unknown as SourceToSync, {
      at,
      headers: response.headers,
      feed,
    }, p);
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
        await read(state[n]!, pubs[subset[n]!]!);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  }
  await farm.close();
  for (const [n, s] of state.entries()) {
    const p = pubs[subset[n]!]!;
    // A subscribed feed is polled once a day by design (its items come by push): the limits
    // and the silent sources' rate concern the polled ones.
    if (pushed(mode, p)) continue;
    const limit = jurisdictionIntervalSeconds(p.syncFrequency);
    for (let r = 1; r < s.reads.length; r++) {
      const gap = s.reads[r]! - s.reads[r - 1]!;
      if (gap > limit) result.slowGaps++;
      if (gap < MIN_S) result.tooSoon++;
    }
    const lastBefore = publishedBy(p.times, T0 - 30 * DAY_S);
    const silent = publishedBy(p.times, END) === lastBefore;
    if (silent) {
      // The first gap moves the source onto its phase (ADR 0130): shorter, reported
      // apart; from the second on, the rate itself.
      if (s.reads.length > 1) result.silentFirstGapRatios.push((s.reads[1]! - s.reads[0]!) / limit);
      for (let r = 2; r < s.reads.length; r++) {
        result.silentGapRatios.push((s.reads[r]! - s.reads[r - 1]!) / limit);
      }
    }
  }
  return result;
}

/** One mode's figures over two disjoint sets of sources. */
function merged(a: ModeResult, b: ModeResult): ModeResult {
  const out = { ...a };
  for (const key of Object.keys(a) as (keyof ModeResult)[]) {
    const [x, y] = [a[key], b[key]];
    (out as Record<string, unknown>)[key] = Array.isArray(x) && Array.isArray(y)
      ? [...x, ...y]
      : (x as number) + (y as number);
  }
  return out;
}

/**
 * The push mode's REAL part: the hub feeds' items published in the first simulated hours, at
 * most PUSHES, each delivered by the test hub (signed) to the app on loopback over the bench's
 * throwaway PostgreSQL (websub_bench.ts): its delay is what that delivery took, hub POST to
 * pending. The publisher's own ping to its hub is not simulated (taken as instant).
 */
async function measurePush(pubs: Publisher[]): Promise<{ driver: string; delays: number[] }> {
  const sample = pubs.filter((p) => p.hub)
    .flatMap((p) => p.times.filter((t) => t > T0 && t <= END))
    .sort((a, b) => a - b)
    .slice(0, PUSHES);
  const { driver, delaysMs } = await measurePushDelays(sample.length);
  return { driver, delays: delaysMs.map((ms) => ms / 1000) };
}

const pubs = publishers();
const daily = pubs.filter((p) => p.perDay >= 1).length;
const all = pubs.map((_, i) => i);
const hubs = all.filter((i) => pubs[i]!.hub);
const others = all.filter((i) => !pubs[i]!.hub);
console.log(
  `freshness: ${SOURCES} feeds on ${HOSTS.length} loopback hosts (${daily} publishing at least ` +
    `daily, ${hubs.length} with a hub), ${DAYS} simulated days on a compressed clock injected ` +
    `into the scheduler, poll ${POLL_S} s, SYNC_MIN_INTERVAL ${MIN_S} s.\n` +
    `  SIMULATED: the publishers and the clock; every read is a real conditional GET and parse ` +
    `with the sync's own schedule step, "pending" = the read that fetched the item.\n` +
    `  REAL in push mode: the hub feeds' first ${PUSHES} items, each pushed signed by a test hub ` +
    `to the app on 127.0.0.1 and timed to its pending row in PostgreSQL; their feeds are polled ` +
    `once a day (pushLive), the other feeds as in adaptive.`,
);
const minutes = (s: number) => (s / 60).toFixed(1);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function report(mode: string, r: ModeResult, wallS: number, hubText: string) {
  const perDay = r.requests / r.sources / DAYS;
  const hubPerDay = r.hubRequests / hubs.length / DAYS;
  const gaps = r.silentGapRatios;
  const first = r.silentFirstGapRatios;
  const silentText = gaps.length === 0
    ? "no silent source read twice at its rate"
    : `silent sources' gap / jurisdiction interval mean ${mean(gaps).toFixed(3)}, max ${
      Math.max(...gaps).toFixed(3)
    } (${gaps.length} gaps; first gap, onto the phase: mean ${mean(first).toFixed(3)}, max ${
      Math.max(...first).toFixed(3)
    })`;
  console.log(
    `${mode.padEnd(8)} delay (min) ≥daily p50 ${minutes(percentile(r.delaysDaily, 0.5))} ` +
      `p95 ${minutes(percentile(r.delaysDaily, 0.95))}; all p50 ${
        minutes(percentile(r.delaysAll, 0.5))
      } p95 ${
        minutes(percentile(r.delaysAll, 0.95))
      } (${r.delaysAll.length} items) | ${hubText} | ` +
      `requests/source/day ${perDay.toFixed(1)} (hub feeds ${hubPerDay.toFixed(1)}), 304s ${
        (100 * r.notModified / r.requests).toFixed(1)
      }% | ${silentText} | gaps over the ` +
      `jurisdiction's interval ${r.slowGaps}, reads within ${MIN_S} s ${r.tooSoon} | ` +
      `${wallS.toFixed(0)} s wall`,
  );
}

const hubMinutes = (r: ModeResult) =>
  `hub feeds p50 ${minutes(percentile(r.delaysHub, 0.5))} p95 ${
    minutes(percentile(r.delaysHub, 0.95))
  } min`;
let started = performance.now();
const fixed = await runMode("fixed", pubs, all);
report("fixed", fixed, (performance.now() - started) / 1000, hubMinutes(fixed));
// The non-hub feeds run the same rule in adaptive and push modes: simulated once, shared.
started = performance.now();
const othersAdaptive = await runMode("adaptive", pubs, others);
const sharedS = (performance.now() - started) / 1000;
started = performance.now();
const adaptive = merged(othersAdaptive, await runMode("adaptive", pubs, hubs));
report("adaptive", adaptive, sharedS + (performance.now() - started) / 1000, hubMinutes(adaptive));
started = performance.now();
const push = merged(othersAdaptive, await runMode("push", pubs, hubs));
const real = await measurePush(pubs);
push.delaysHub = real.delays;
const seconds = (v: number) => `${v.toFixed(2)} s`;
report(
  "push",
  push,
  sharedS + (performance.now() - started) / 1000,
  `hub feeds by push p50 ${seconds(percentile(real.delays, 0.5))} p95 ${
    seconds(percentile(real.delays, 0.95))
  } max ${seconds(Math.max(...real.delays))} (${real.delays.length} real deliveries, ` +
    `${real.driver}); other feeds as adaptive`,
);
