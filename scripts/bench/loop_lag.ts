/**
 * An event-loop lag probe for the benchmarks: a timer that should fire every `everyMs`; how late
 * it fires is how long the loop was held by something else (what a request such as /api/health
 * would wait).
 */

/** What the probe saw. */
export interface LoopLag {
  /** The longest time the loop was held, in ms (the late part of the longest timer gap). */
  longestMs: number;
  /** Times the loop was held longer than 50 ms. */
  over50ms: number;
  ticks: number;
}

/** Starts probing; stop() ends it and answers the figures. */
export function startLagProbe(everyMs = 5): { stop(): LoopLag } {
  let last = performance.now();
  const lag: LoopLag = { longestMs: 0, over50ms: 0, ticks: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - everyMs;
    last = now;
    lag.ticks++;
    if (late > lag.longestMs) lag.longestMs = late;
    if (late > 50) lag.over50ms++;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      // A stall that is still going on when the work ends counts too.
      const late = performance.now() - last - everyMs;
      if (late > lag.longestMs) lag.longestMs = late;
      return lag;
    },
  };
}
