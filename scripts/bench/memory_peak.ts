/**
 * The memory figures of the evidence benches: V8's heap plus its external array buffers, the
 * baseline once the previous request is let go, and a sampler of the peak over it. Needs
 * `--v8-flags=--expose-gc` for the live figures (`gc` below).
 */

/** V8's `gc()`, present when the process runs with --expose-gc. */
export const gc = (globalThis as { gc?: () => void }).gc;

/** Heap in use plus external memory (array buffers), in bytes. */
export function used(): number {
  const memory = Deno.memoryUsage();
  return memory.heapUsed + memory.external;
}

/**
 * The live memory once the previous request is let go (the server drops it some time after its
 * client has gone): collected until two readings 50 ms apart agree within 64 KiB.
 */
export async function settledMemory(): Promise<number> {
  let last = Infinity;
  for (let i = 0; i < 40; i++) {
    gc?.();
    const now = used();
    if (Math.abs(now - last) < 64 * 1024) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return last;
}

/**
 * The peak of {@link used} over the baseline while `work` runs: "live" collects garbage before
 * every sample (every 5 ms: what is really held), otherwise every 1 ms without collecting (what
 * was allocated, garbage included). `mark` lets the work report a sample of its own (e.g. while
 * it still holds a file).
 */
export async function peakWhile<T>(
  live: boolean,
  work: (mark: () => void) => Promise<T>,
): Promise<{ extra: number; result: T }> {
  const baseline = await settledMemory();
  let peak = baseline;
  const sample = () => {
    if (live) gc?.();
    peak = Math.max(peak, used());
  };
  const sampler = setInterval(sample, live ? 5 : 1);
  try {
    const result = await work(sample);
    return { extra: peak - baseline, result };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Unless this process has `gc`, runs `script` again with --expose-gc and exits with its code;
 * in the process that has it, returns at once.
 */
export async function withExposedGc(script: string): Promise<void> {
  if (gc) return;
  const { code } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--v8-flags=--expose-gc", script],
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  Deno.exit(code);
}
