import assert from "node:assert/strict";
import { AnswerCache } from "./answer_cache.ts";

/** A clock the test moves by hand. */
function clockAt(ms: number) {
  const clock = { ms, now: () => new Date(clock.ms) };
  return clock;
}

Deno.test("a kept answer is served until it expires on the given clock", () => {
  const clock = clockAt(1000);
  const cache = new AnswerCache<string>(5000, { now: clock.now });
  cache.set("a", "one");
  clock.ms = 5999;
  assert.equal(cache.get("a"), "one");
  clock.ms = 6000;
  assert.equal(cache.get("a"), undefined);
  assert.equal(cache.size, 0);
});

Deno.test("the oldest entry leaves when the cache is full; clear empties it", () => {
  const clock = clockAt(0);
  const cache = new AnswerCache<number>(5000, { now: clock.now, maxEntries: 2 });
  cache.set("a", 1);
  cache.set("b", 2);
  cache.set("c", 3);
  clock.ms = 1;
  assert.equal(cache.get("a"), undefined);
  assert.equal(cache.get("c"), 3);
  cache.clear();
  assert.equal(cache.get("c"), undefined);
});

Deno.test("a ttl of 0 keeps nothing", () => {
  const cache = new AnswerCache<number>(0, { now: clockAt(0).now });
  cache.set("a", 1);
  assert.equal(cache.get("a"), undefined);
});

Deno.test("misses while an answer is being built wait for that build instead of building again", async () => {
  const cache = new AnswerCache<string>(5000, { now: clockAt(0).now });
  let builds = 0;
  let finish = (_: string) => {};
  const build = () => {
    builds++;
    return new Promise<string>((resolve) => finish = resolve);
  };
  const waiting = Array.from({ length: 50 }, () => cache.getOrBuild("listing", build));
  finish("answer");
  assert.deepEqual(new Set(await Promise.all(waiting)), new Set(["answer"]));
  assert.equal(builds, 1);
  assert.equal(await cache.getOrBuild("listing", build), "answer", "kept afterwards");
  assert.equal(builds, 1);
});

Deno.test("a clear during a build: later callers build anew and the old answer is not kept", async () => {
  const cache = new AnswerCache<string>(5000, { now: clockAt(0).now });
  let finishOld = (_: string) => {};
  const old = cache.getOrBuild("listing", () => new Promise((resolve) => finishOld = resolve));
  cache.clear(); // a write committed while the old answer was being built
  const fresh = cache.getOrBuild("listing", () => Promise.resolve("after the write"));
  finishOld("before the write");
  assert.equal(await old, "before the write");
  assert.equal(await fresh, "after the write");
  assert.equal(cache.get("listing"), "after the write");
});
