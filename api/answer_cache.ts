/**
 * A few seconds of memory for answers that are the same for every caller who asks the same
 * question: the Legal Updates listing's 1000-update page is asked for by every visitor, and
 * building it (query, JSON, gzip) costs ~30 ms while serving kept bytes costs ~1 ms.
 *
 * Staleness is bounded twice: entries live `ttlMs` (the browser itself keeps the listing 30 s,
 * spec part 1 §9), and every successful write through this instance's API empties the cache
 * (api/app.ts), so an admin who approves an update sees it at once. Other instances see it
 * within ttlMs. A ttlMs of 0 turns the cache off (the tests' default). Lifetimes count on the
 * clock it is given (the app's `now`), so a test that moves the app's clock moves them too.
 */

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** Options of an AnswerCache: its clock and its size. */
export interface AnswerCacheOptions {
  /** The current time; the app passes its own clock. Default: the system clock. */
  now?: () => Date;
  /** Most answers kept at once (default 32). */
  maxEntries?: number;
}

export class AnswerCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  /** Builds in flight by key (at most one each), and how many clears there have been. */
  readonly #building = new Map<string, Promise<T>>();
  #generation = 0;
  readonly #now: () => Date;
  readonly maxEntries: number;

  constructor(readonly ttlMs: number, options: AnswerCacheOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.maxEntries = options.maxEntries ?? 32;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The kept answer for `key`, or undefined when absent or expired. */
  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now().getTime()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps an answer; the oldest entry goes when the cache is full. */
  set(key: string, value: T): void {
    if (!this.enabled) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: this.#now().getTime() + this.ttlMs });
  }

  /**
   * The kept answer for `key`, else the one `build` makes, kept. Callers that miss while a build
   * for the key is running wait for that build instead of starting their own (ADR
   * 0137): when an answer expires under load, hundreds of requests in flight
   * would otherwise each build it. A clear() meanwhile cuts them loose: later callers build anew
   * and the older build's answer is not kept, so a write is still seen at once.
   */
  async getOrBuild(key: string, build: () => Promise<T>): Promise<T> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    if (!this.enabled) return await build();
    const running = this.#building.get(key);
    if (running) return await running;
    const generation = this.#generation;
    const promise = build().then((value) => {
      if (generation === this.#generation) this.set(key, value);
      return value;
    }).finally(() => {
      if (this.#building.get(key) === promise) this.#building.delete(key);
    });
    this.#building.set(key, promise);
    return await promise;
  }

  clear(): void {
    this.#entries.clear();
    this.#building.clear();
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }
}
