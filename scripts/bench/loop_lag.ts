/**
 * An event-loop lag probe for the benchmarks: a timer that should fire every `everyMs`; how late
 * it fires is how long the loop was held by something else (what a request such as /api/health
 * would wait). With it, the CPU time the process used meanwhile: a stall with little CPU time was
 * the machine (other processes had the cores), not our work.
 */
import process from "node:process";

/** What the probe saw. */
export interface LoopLag {
  /** The longest time the loop was held, in ms (the late part of the longest timer gap). */
  longestMs: number;
  /**
   * CPU time of the process (every thread: an upper bound for the main thread's) during that
   * longest gap, in ms.
   */
  longestCpuMs: number;
  /** Times the loop was held longer than 50 ms. */
  over50ms: number;
  ticks: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Starts probing; stop() ends it and answers the figures. */
export function startLagProbe(everyMs = 5): { stop(): LoopLag } {
  let last = performance.now();
  let lastCpu = cpuMs();
  const lag: LoopLag = { longestMs: 0, longestCpuMs: 0, over50ms: 0, ticks: 0 };
  const record = (now: number) => {
    const late = now - last - everyMs;
    const cpu = cpuMs();
    if (late > lag.longestMs) {
      lag.longestMs = late;
      lag.longestCpuMs = cpu - lastCpu;
    }
    last = now;
    lastCpu = cpu;
    return late;
  };
  const timer = setInterval(() => {
    lag.ticks++;
    if (record(performance.now()) > 50) lag.over50ms++;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      // A stall that is still going on when the work ends counts too.
      record(performance.now());
      return lag;
    },
  };
}
