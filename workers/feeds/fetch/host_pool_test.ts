import assert from "node:assert/strict";
import { hostKey, runLimited } from "./host_pool.ts";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

Deno.test("never more than 4 jobs at once, nor more than 2 for one host", async () => {
  const jobs = [
    ...Array.from({ length: 6 }, (_, i) => ({ host: "a", i })),
    ...Array.from({ length: 6 }, (_, i) => ({ host: "b", i })),
    ...Array.from({ length: 6 }, (_, i) => ({ host: `other-${i}`, i })),
  ];
  let running = 0;
  let peak = 0;
  const perHost = new Map<string, number>();
  const peakPerHost = new Map<string, number>();
  const done: string[] = [];
  await runLimited(jobs, { concurrency: 4, perKey: 2, keyOf: (j) => j.host }, async (job) => {
    running++;
    peak = Math.max(peak, running);
    const now = (perHost.get(job.host) ?? 0) + 1;
    perHost.set(job.host, now);
    peakPerHost.set(job.host, Math.max(peakPerHost.get(job.host) ?? 0, now));
    await tick(2);
    perHost.set(job.host, now - 1);
    running--;
    done.push(`${job.host}/${job.i}`);
  });
  assert.equal(done.length, jobs.length);
  assert.equal(peak, 4);
  assert.equal(peakPerHost.get("a"), 2);
  assert.equal(peakPerHost.get("b"), 2);
});

Deno.test("a busy host does not hold back jobs for other hosts", async () => {
  const order: string[] = [];
  const jobs = ["slow", "slow", "slow", "fast"];
  await runLimited(jobs, { concurrency: 4, perKey: 2, keyOf: (j) => j }, async (job) => {
    order.push(`start ${job}`);
    await tick(job === "slow" ? 20 : 1);
  });
  assert.deepEqual(order.slice(0, 3), ["start slow", "start slow", "start fast"]);
});

Deno.test("a rejecting job does not stop the others", async () => {
  const done: number[] = [];
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    await runLimited([1, 2, 3], { concurrency: 1, perKey: 1, keyOf: () => "h" }, async (n) => {
      if (n === 2) throw new Error("boom");
      await tick(1);
      done.push(n);
    });
  } finally {
    console.error = original;
  }
  assert.deepEqual(done, [1, 3]);
  assert.equal(logged.length, 1);
});

Deno.test("no jobs resolves at once", async () => {
  await runLimited([], { concurrency: 4, perKey: 2, keyOf: String }, () => Promise.resolve());
});

Deno.test("hosts are keyed by hostname, not port", () => {
  assert.equal(hostKey("http://127.0.0.1:8001/a"), "127.0.0.1");
  assert.equal(hostKey("https://Example.COM/feed"), "example.com");
  assert.equal(hostKey("not a url"), "not a url");
});
