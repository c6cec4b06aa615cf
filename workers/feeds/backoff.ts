/**
 * How long a failing source waits before the cron tries it again: twice as long after each
 * consecutive failure, from BACKOFF_BASE_MS up to BACKOFF_CAP_MS, and at least what a 429 or 503
 * asked for in Retry-After (itself capped, so that a hostile answer cannot park a source for
 * ever). A manual sync ignores all of this.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The wait after the first failure. */
export const BACKOFF_BASE_MS = 15 * MINUTE;
/** The longest wait the doubling reaches. */
export const BACKOFF_CAP_MS = 24 * HOUR;
/** The longest Retry-After honoured. */
export const RETRY_AFTER_CAP_MS = 7 * 24 * HOUR;

/**
 * The wait after the `consecutiveErrors`-th failure in a row (1 for the first):
 * min(24 h, 15 min · 2^(n-1)), raised to the server's Retry-After when that is longer.
 */
export function backoffDelayMs(consecutiveErrors: number, serverRetryAfterMs?: number): number {
  const n = Math.max(1, Math.floor(consecutiveErrors));
  // 2^7 · 15 min already exceeds 24 h: stop doubling there instead of overflowing.
  const doubled = BACKOFF_BASE_MS * 2 ** Math.min(n - 1, 7);
  const backoff = Math.min(BACKOFF_CAP_MS, doubled);
  const asked = Math.min(RETRY_AFTER_CAP_MS, Math.max(0, serverRetryAfterMs ?? 0));
  return Math.max(backoff, asked);
}

/** The time the cron may try a source again after a failure at `now`. */
export function retryAt(now: Date, consecutiveErrors: number, serverRetryAfterMs?: number): Date {
  return new Date(now.getTime() + backoffDelayMs(consecutiveErrors, serverRetryAfterMs));
}
