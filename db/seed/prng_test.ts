import assert from "node:assert/strict";
import { mulberry32, shuffle } from "./prng.ts";

Deno.test("mulberry32 repeats its sequence for a seed and answers floats in [0, 1)", () => {
  const a = mulberry32(42);
  const b = mulberry32(42);
  const seen = new Set<number>();
  for (let i = 0; i < 1000; i++) {
    const x = a();
    assert.equal(x, b());
    assert.ok(x >= 0 && x < 1);
    seen.add(x);
  }
  assert.ok(seen.size > 990);
  assert.notEqual(mulberry32(43)(), mulberry32(42)());
});

Deno.test("shuffle permutes a copy, the same way for the same seed", () => {
  const items = Array.from({ length: 50 }, (_, i) => i);
  const once = shuffle(mulberry32(7), items);
  assert.deepEqual(shuffle(mulberry32(7), items), once);
  assert.notDeepEqual(once, items);
  assert.deepEqual([...once].sort((x, y) => x - y), items);
  assert.equal(items[0], 0);
});
