/**
 * Retries with exponential backoff, for calls to a service that answers 429 or 5xx when busy.
 */

/** How to retry. */
export interface RetryOptions {
  /** Attempts in all, the first included (at least 1). */
  attempts: number;
  /** Delay before the first retry; doubles after each. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs?: number;
  /** Whether an error is worth another attempt; the others are thrown at once. */
  isRetryable: (error: unknown) => boolean;
  /** Called before each wait, for logs and tests. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** Replaceable for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** 0..1 share of each delay that is random, so that many clients do not retry in step. */
  jitter?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `retry` (1-based): base × 2^(retry-1), capped, with jitter. */
export function backoffDelay(
  retry: number,
  options: Pick<RetryOptions, "baseDelayMs" | "maxDelayMs" | "jitter">,
  random: () => number = Math.random,
): number {
  const raw = options.baseDelayMs * 2 ** (retry - 1);
  const capped = Math.min(raw, options.maxDelayMs ?? 30_000);
  const jitter = options.jitter ?? 0.5;
  return Math.round(capped * (1 - jitter + jitter * random()));
}

/** Runs `task` until it succeeds, fails with a non-retryable error, or runs out of attempts. */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const attempts = Math.max(1, Math.floor(options.attempts));
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1;; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= attempts || !options.isRetryable(error)) throw error;
      const delay = backoffDelay(attempt, options);
      options.onRetry?.(error, attempt, delay);
      await sleep(delay);
    }
  }
}
