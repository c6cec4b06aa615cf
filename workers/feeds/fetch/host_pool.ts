/**
 * Runs jobs with two limits at once: at most `concurrency` in flight overall and at most
 * `perKey` in flight per key (the feed's host), so that a sync is polite to each server and one
 * slow host does not hold every slot. Jobs start in the order given, skipping over those whose
 * host is busy.
 */

/** The limits of {@link runLimited}. */
export interface PoolLimits {
  concurrency: number;
  perKey: number;
}

/** The hostname of a URL (the per-host key), or the text itself when it is not a URL. */
export function hostKey(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * Calls `work` for every item within the limits and resolves when all have settled. `work`
 * should handle its own failures; a rejection is logged, never propagated, so that one item
 * cannot stop the others.
 */
export function runLimited<T>(
  items: readonly T[],
  options: PoolLimits & { keyOf: (item: T) => string },
  work: (item: T) => Promise<void>,
): Promise<void> {
  const concurrency = Math.max(1, options.concurrency);
  const perKey = Math.max(1, options.perKey);
  const waiting = [...items];
  const active = new Map<string, number>();
  let running = 0;
  return new Promise((resolve) => {
    const pump = () => {
      for (let i = 0; i < waiting.length && running < concurrency;) {
        const item = waiting[i] as T;
        const key = options.keyOf(item);
        const busy = active.get(key) ?? 0;
        if (busy >= perKey) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        running++;
        active.set(key, busy + 1);
        work(item)
          .catch((error) => console.error("feeds/host_pool: a job failed:", error))
          .finally(() => {
            running--;
            active.set(key, (active.get(key) ?? 1) - 1);
            pump();
          });
      }
      if (running === 0 && waiting.length === 0) resolve();
    };
    pump();
  });
}
