import assert from "node:assert/strict";
import { generateRssFeed } from "./generate_feed.ts";

Deno.test("generated feeds are deterministic, sized and unique per key", () => {
  const a = generateRssFeed({ items: 10, key: "a" });
  assert.equal(a, generateRssFeed({ items: 10, key: "a" }));
  assert.equal(a.match(/<item>/g)?.length, 10);
  assert.equal(a.match(/<content:encoded>/g)?.length, 4); // items 0, 3, 6, 9
  assert.ok(a.includes("https://legislation.example.gov/a/items/9"));
  assert.ok(!generateRssFeed({ items: 10, key: "b" }).includes("/a/items/"));
});
