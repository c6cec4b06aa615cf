/**
 * An event-loop lag probe for the benchmarks: a timer that should fire every `everyMs`; how late
 * it fires is how long the loop was held by something else (what a request such as /api/health
 * would wait). With it, how long the main thread was on a CPU meanwhile: a stall with little CPU
 * time was the machine (the thread waited for a core other processes had), not our work.
 */
import process from "node:process";

/** What the probe saw. */
export interface LoopLag {
  /** The longest time the loop was held, in ms (the late part of the longest timer gap). */
  longestMs: number;
  /** Of that longest gap, the ms the main thread ran on a CPU (see cpuClock). */
  longestCpuMs: number;
  /** Times the loop was held longer than 50 ms. */
  over50ms: number;
  ticks: number;
}

/**
 * CPU time in ms: the calling thread's on Linux (/proc/thread-self/schedstat, in ns; reading it
 * costs about 5 µs), elsewhere the whole process's (every thread: an upper bound).
 */
export function cpuClock(): () => number {
  try {
    const read = () => Number(Deno.readTextFileSync("/proc/thread-self/schedstat").split(" ")[0]);
    if (Number.isFinite(read())) return () => read() / 1e6;
  } catch {
    // not Linux, or no read permission: the process's figure below
  }
  return () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
}

/** Starts probing; stop() ends it and answers the figures. */
export function startLagProbe(everyMs = 5): { stop(): LoopLag } {
  const cpuMs = cpuClock();
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
