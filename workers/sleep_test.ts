import assert from "node:assert/strict";
import { sleep } from "./sleep.ts";

Deno.test("sleep waits its time, unless its signal aborts first", async () => {
  const idle = new AbortController();
  let started = performance.now();
  await sleep(30, idle.signal);
  assert.ok(performance.now() - started >= 25, "it waited");

  const stopping = new AbortController();
  started = performance.now();
  const waiting = sleep(10_000, stopping.signal);
  stopping.abort();
  await waiting;
  assert.ok(performance.now() - started < 1_000, "the abort cut it short");

  started = performance.now();
  await sleep(10_000, stopping.signal);
  assert.ok(performance.now() - started < 1_000, "an aborted signal does not wait at all");
});
