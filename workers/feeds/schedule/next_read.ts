/**
 * When a source is read next, and why (issue 26; ADR 0128): the one rule of the
 * schedule, pure (the clock's now and the jitter come in), so that the sync, the tests and the
 * freshness bench on a compressed clock all use it.
 *
 * - Activity: a source that publishes often is read often (activity.ts), down to the min interval.
 * - Jurisdiction: its syncFrequency is the slowest rate: a silent source is read at it exactly,
 *   on its own grid of that interval (a phase from its id), so one host's sources do not line up
 *   (ADR 0130).
 * - Publisher: Cache-Control, Expires, <ttl>, sy:updatePeriod ask for fewer reads; they win up to
 *   the jurisdiction's interval, never past it.
 * - Retry-After: a 429 or 503 that asked to wait wins past the jurisdiction's interval.
 * - Push: with a live WebSub subscription, one read a day is the safety net.
 * - Jitter: for the other reasons, a small random shift, so that the sources of one host do not
 *   line up (ADR 0130, which supersedes ADR 0129).
 */
import type { SyncIntervalReason } from "../../../domain/sync_schedule.ts";
import { activityIntervalSeconds } from "./activity.ts";

/** The poll of a source with a live push subscription: a daily safety net. */
export const PUSH_INTERVAL_S = 86_400;
/** The widest jitter: a twentieth of the interval, at most this. */
export const MAX_JITTER_S = 300;

/** What the schedule of one source is decided from. */
export interface NextReadInput {
  /** When this read started (the clock's now). */
  at: Date;
  /** The dates of the source's recent items (activity.ts keeps them). */
  recentItemDates: readonly Date[];
  /** The jurisdiction's interval (86,400 / syncFrequency): the slowest rate. */
  jurisdictionSeconds: number;
  /** SYNC_MIN_INTERVAL: never more than one read in this many seconds. */
  minIntervalSeconds: number;
  /** The longest wait the publisher asked for (publisher_hints.ts), if any. */
  publisherSeconds?: number | null;
  /** The wait a 429 or 503 imposed (its Retry-After, or the backoff when longer), if any. */
  retryAfterSeconds?: number | null;
  /** A WebSub subscription delivers this source's items (the push subscriber sets it). */
  pushLive?: boolean;
  /** The jitter source, [0, 1): Math.random in production, fixed in tests. */
  random: () => number;
  /** The source's id: its stable phase on the jurisdiction's grid (readPhaseSeconds). */
  sourceId: number;
}

/** The decision: when to read next, the current interval, and why. */
export interface NextRead {
  nextAt: Date;
  intervalSeconds: number;
  reason: SyncIntervalReason;
}

/** The interval and its reason, before jitter. */
function chooseInterval(input: NextReadInput): { interval: number; reason: SyncIntervalReason } {
  const min = input.minIntervalSeconds;
  const ceiling = Math.max(input.jurisdictionSeconds, min);
  let interval = ceiling;
  let reason: SyncIntervalReason = "jurisdiction";
  if (input.pushLive) {
    interval = Math.max(PUSH_INTERVAL_S, min);
    reason = "push";
  } else {
    const activity = activityIntervalSeconds(input.recentItemDates, input.at);
    if (activity !== null && activity < ceiling) {
      interval = Math.max(activity, min);
      reason = "activity";
    }
    const asked = input.publisherSeconds ?? 0;
    if (asked > interval && asked < ceiling) {
      interval = asked;
      reason = "publisher";
    } else if (asked >= ceiling) {
      // The publisher asks for less than the jurisdiction allows: its interval is the limit.
      interval = ceiling;
      reason = "jurisdiction";
    }
  }
  const retry = input.retryAfterSeconds ?? 0;
  if (retry > interval) {
    interval = retry;
    reason = "retry-after";
  }
  return { interval, reason };
}

/**
 * A source's stable offset in [0, intervalSeconds) whole seconds: its id mixed by a 32-bit
 * integer hash (lowbias32), so that consecutive ids spread over the whole interval.
 */
export function readPhaseSeconds(sourceId: number, intervalSeconds: number): number {
  let h = sourceId >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return Math.floor((h >>> 0) / 4294967296 * intervalSeconds);
}

/**
 * The jurisdiction's rate, exact (ADR 0130): the first point of the source's grid
 * (epoch seconds ≡ its phase, modulo the interval) strictly after `at`. A read on its grid point
 * is followed by exactly the interval; the first one moves the source onto its phase, never later
 * than the interval, and never sooner than the min interval (then read at the min interval, and
 * the next read lands on the grid).
 */
function onGrid(input: NextReadInput, interval: number): Date {
  const atS = input.at.getTime() / 1000;
  const phase = readPhaseSeconds(input.sourceId, interval);
  const next = phase + (Math.floor((atS - phase) / interval) + 1) * interval;
  return new Date(Math.max(next, atS + input.minIntervalSeconds) * 1000);
}

/** Decides the source's next read (see the module's comment). */
export function nextRead(input: NextReadInput): NextRead {
  const { interval, reason } = chooseInterval(input);
  if (reason === "jurisdiction") {
    return { nextAt: onGrid(input, interval), intervalSeconds: Math.round(interval), reason };
  }
  const min = input.minIntervalSeconds;
  const spread = Math.min(interval / 20, MAX_JITTER_S);
  const r = Math.min(Math.max(input.random(), 0), 1);
  // An interval someone asked as a floor (the publisher, a Retry-After, the min interval) is
  // read a little late; a rate that is a promise (activity, push) a little early, so that the
  // loop's poll never makes it slower than promised.
  const floor = reason === "publisher" || reason === "retry-after" ||
    (reason === "activity" && interval === min);
  let delay = floor ? interval + r * spread / 2 : interval - spread / 2 - r * spread / 2;
  if (reason === "publisher") {
    delay = Math.min(delay, Math.max(input.jurisdictionSeconds, min));
  }
  delay = Math.max(delay, min);
  return {
    nextAt: new Date(input.at.getTime() + Math.round(delay * 1000)),
    intervalSeconds: Math.round(interval),
    reason,
  };
}
