/**
 * Long loops on the main thread hand the event loop back now and then, so that requests and
 * timers wait at most about one slice of work however long the loop is. The hand-back is a
 * setTimeout(0) turn: in Deno a microtask, setImmediate or MessageChannel yield lets timers run
 * but not I/O, so a request would still wait for the whole loop.
 */

/** The longest stretch of work between two turns of the event loop, in ms. */
export const SLICE_MS = 15;

/** Resolves on a later turn of the event loop, after pending I/O and timers. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A pacer for one long loop: `await pace()` between steps hands the event loop back once the
 * work since the last turn has run for `sliceMs`; otherwise it costs one microtask.
 */
export function timeSlicer(
  sliceMs: number = SLICE_MS,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = now();
  };
}
