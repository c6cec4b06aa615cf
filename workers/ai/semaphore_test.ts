import assert from "node:assert/strict";
import { createSemaphore } from "./semaphore.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

Deno.test("no more than the limit run at once, and all tasks finish", async () => {
  const semaphore = createSemaphore(3);
  let running = 0;
  let peak = 0;
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      semaphore.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await tick();
        running--;
        return i;
      })),
  );
  assert.equal(peak, 3);
  assert.deepEqual(results, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.equal(semaphore.active, 0);
  assert.equal(semaphore.waiting, 0);
});

Deno.test("waiting tasks start in arrival order", async () => {
  const semaphore = createSemaphore(1);
  const started: number[] = [];
  await Promise.all([1, 2, 3, 4].map((n) =>
    semaphore.run(async () => {
      started.push(n);
      await tick();
    })
  ));
  assert.deepEqual(started, [1, 2, 3, 4]);
});

Deno.test("a failing task releases its slot", async () => {
  const semaphore = createSemaphore(1);
  await assert.rejects(semaphore.run(() => Promise.reject(new Error("boom"))), /boom/);
  assert.equal(await semaphore.run(() => Promise.resolve("next")), "next");
  assert.equal(semaphore.active, 0);
});

Deno.test("a limit below 1 is refused", () => {
  assert.throws(() => createSemaphore(0), /ai\/semaphore: limit must be a positive integer/);
});
