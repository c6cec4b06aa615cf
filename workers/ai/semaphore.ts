/**
 * A counting semaphore: at most `limit` tasks run at once, the rest wait in arrival order. The
 * Gemini analyser holds one per instance so that ingestion and reports together never have more
 * than four calls in flight.
 */

/** Runs tasks with bounded concurrency. */
export interface Semaphore {
  /** Runs the task once a slot is free; the slot is released however the task ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/** Creates a semaphore with `limit` slots (at least 1). */
export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`ai/semaphore: limit must be a positive integer, got ${limit}`);
  }
  let active = 0;
  const queue: (() => void)[] = [];

  const acquire = (): Promise<void> => {
    if (active < limit) {
      active++;
      return Promise.resolve();
    }
    // The releasing task hands its slot straight to the next waiter, so `active` never dips and
    // a newcomer cannot overtake the queue.
    return new Promise((resolve) => queue.push(resolve));
  };

  const release = (): void => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
