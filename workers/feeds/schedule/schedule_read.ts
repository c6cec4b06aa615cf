/**
 * The schedule's side of a sync: from what one read of a source brought (its answer's headers,
 * the feed's item dates and refresh interval, or a 429/503's wait), the decision of next_read.ts
 * and what the queue keeps for the next one (the recent dates, the feed's refresh interval).
 */
import type { SourceToSync } from "../../../db/queries/sources.ts";
import type { ReadSchedule } from "../../../db/queries/sync_queue.ts";
import {
  DEFAULT_SYNC_MIN_INTERVAL_SECONDS,
  jurisdictionIntervalSeconds,
} from "../../../domain/sync_schedule.ts";
import type { ParsedFeed } from "../parse/feed_types.ts";
import { mergeRecentDates } from "./activity.ts";
import { nextRead } from "./next_read.ts";
import { publisherWaitSeconds } from "./publisher_hints.ts";

/** What the schedule takes from the sync's context. */
export interface ScheduleOptions {
  /** SYNC_MIN_INTERVAL in seconds. Default 300. */
  minIntervalSeconds?: number;
  /** The jitter source, [0, 1). Default Math.random. */
  random?: () => number;
}

/** What a successful read records besides its result. */
export interface ReadRecord {
  schedule: ReadSchedule;
  recentItemDates: string[];
  feedRefreshSeconds: number | null;
}

function decide(source: SourceToSync, at: Date, options: ScheduleOptions, extra: {
  dates: readonly Date[];
  publisherSeconds?: number | null;
  retryAfterSeconds?: number;
  pushLive?: boolean;
}): ReadSchedule {
  return nextRead({
    at,
    recentItemDates: extra.dates,
    jurisdictionSeconds: jurisdictionIntervalSeconds(source.syncFrequency),
    minIntervalSeconds: options.minIntervalSeconds ?? DEFAULT_SYNC_MIN_INTERVAL_SECONDS,
    publisherSeconds: extra.publisherSeconds,
    retryAfterSeconds: extra.retryAfterSeconds,
    pushLive: extra.pushLive,
    random: options.random ?? Math.random,
    sourceId: source.id,
  });
}

const keptDates = (source: SourceToSync) => source.recentItemDates.map((iso) => new Date(iso));

/**
 * After a successful read at `at`: `feed` is what was read, null for a 304 (the kept dates and
 * the feed's kept refresh interval then stand); `pushLive` when a WebSub hub delivers its items
 * (then the read is the daily safety net).
 */
export function afterRead(source: SourceToSync, read: {
  at: Date;
  headers: Headers;
  feed: ParsedFeed | null;
  pushLive?: boolean;
}, options: ScheduleOptions): ReadRecord {
  // An item without a readable date took the fetch time: it says nothing of the activity.
  const readDates = read.feed?.items.filter((item) => item.dateFallback === undefined)
    .map((item) => item.publishedAt) ?? [];
  const dates = read.feed
    ? mergeRecentDates(keptDates(source), readDates, read.at)
    : keptDates(source);
  const feedRefreshSeconds = read.feed
    ? read.feed.refreshSeconds ?? null
    : source.feedRefreshSeconds;
  const publisherSeconds = publisherWaitSeconds(read.headers, { at: read.at, feedRefreshSeconds });
  return {
    schedule: decide(source, read.at, options, {
      dates,
      publisherSeconds,
      pushLive: read.pushLive,
    }),
    recentItemDates: dates.map((date) => date.toISOString()),
    feedRefreshSeconds,
  };
}

/**
 * After a 429 or 503 at `at` that asked to wait, `waitMs` in all (its Retry-After, or the backoff
 * when longer): the schedule's decision when the wait is longer than the source's interval, else
 * null (the backoff decides, as for any failure: a short wait retries sooner than the schedule).
 */
export function afterRetryAfter(
  source: SourceToSync,
  read: { at: Date; waitMs: number },
  options: ScheduleOptions,
): ReadSchedule | null {
  const schedule = decide(source, read.at, options, {
    dates: keptDates(source),
    retryAfterSeconds: read.waitMs / 1000,
  });
  return schedule.reason === "retry-after" ? schedule : null;
}
