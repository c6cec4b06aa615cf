import assert from "node:assert/strict";
import { backoffDelay, withRetry } from "./retry.ts";

const noSleep = (waits: number[]) => (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};

Deno.test("retries retryable errors with doubling delays, then succeeds", async () => {
  const waits: number[] = [];
  let calls = 0;
  const result = await withRetry(() => {
    calls++;
    return calls < 3 ? Promise.reject(new Error("busy")) : Promise.resolve("ok");
  }, { attempts: 3, baseDelayMs: 100, jitter: 0, isRetryable: () => true, sleep: noSleep(waits) });
  assert.equal(result, "ok");
  assert.equal(calls, 3);
  assert.deepEqual(waits, [100, 200]);
});

Deno.test("gives up after the last attempt with the last error", async () => {
  const waits: number[] = [];
  let calls = 0;
  await assert.rejects(
    withRetry(() => Promise.reject(new Error(`fail ${++calls}`)), {
      attempts: 4,
      baseDelayMs: 10,
      isRetryable: () => true,
      sleep: noSleep(waits),
    }),
    /fail 4/,
  );
  assert.equal(waits.length, 3);
});

Deno.test("a non-retryable error is thrown at once", async () => {
  let calls = 0;
  await assert.rejects(
    withRetry(() => {
      calls++;
      return Promise.reject(new Error("bad request"));
    }, { attempts: 5, baseDelayMs: 10, isRetryable: () => false, sleep: noSleep([]) }),
    /bad request/,
  );
  assert.equal(calls, 1);
});

Deno.test("delays are capped and jitter stays within its share", () => {
  assert.equal(backoffDelay(10, { baseDelayMs: 1000, maxDelayMs: 5000, jitter: 0 }), 5000);
  assert.equal(backoffDelay(2, { baseDelayMs: 100, jitter: 0.5 }, () => 0), 100);
  assert.equal(backoffDelay(2, { baseDelayMs: 100, jitter: 0.5 }, () => 1), 200);
});
