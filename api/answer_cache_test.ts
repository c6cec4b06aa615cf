import assert from "node:assert/strict";
import { AnswerCache } from "./answer_cache.ts";

Deno.test("a kept answer is served until it expires", () => {
  const cache = new AnswerCache<string>(5000);
  cache.set("a", "one", 1000);
  assert.equal(cache.get("a", 5999), "one");
  assert.equal(cache.get("a", 6000), undefined);
  assert.equal(cache.size, 0);
});

Deno.test("the oldest entry leaves when the cache is full; clear empties it", () => {
  const cache = new AnswerCache<number>(5000, 2);
  cache.set("a", 1, 0);
  cache.set("b", 2, 0);
  cache.set("c", 3, 0);
  assert.equal(cache.get("a", 1), undefined);
  assert.equal(cache.get("c", 1), 3);
  cache.clear();
  assert.equal(cache.get("c", 1), undefined);
});

Deno.test("a ttl of 0 keeps nothing", () => {
  const cache = new AnswerCache<number>(0);
  cache.set("a", 1, 0);
  assert.equal(cache.get("a", 0), undefined);
});
