/**
 * A few seconds of memory for answers that are the same for every caller who asks the same
 * question: the Legal Updates listing's 1000-update page is asked for by every visitor, and
 * building it (query, JSON, gzip) costs ~30 ms while serving kept bytes costs ~1 ms.
 *
 * Staleness is bounded twice: entries live `ttlMs` (the browser itself keeps the listing 30 s,
 * spec part 1 §9), and every successful write through this instance's API empties the cache
 * (api/app.ts), so an admin who approves an update sees it at once. Other instances see it
 * within ttlMs. A ttlMs of 0 turns the cache off (the tests' default).
 */

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class AnswerCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(readonly ttlMs: number, readonly maxEntries = 32) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The kept answer for `key`, or undefined when absent or expired. */
  get(key: string, now: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps an answer; the oldest entry goes when the cache is full. */
  set(key: string, value: T, now: number): void {
    if (!this.enabled) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
