import assert from "node:assert/strict";
import { maxAgeSeconds, publisherWaitSeconds } from "./publisher_hints.ts";

const AT = new Date("2026-06-15T12:00:00Z");
const wait = (headers: Record<string, string>, feedRefreshSeconds: number | null = null) =>
  publisherWaitSeconds(new Headers(headers), { at: AT, feedRefreshSeconds });

Deno.test("Cache-Control max-age is the publisher's wait; no-cache asks for none", () => {
  assert.equal(maxAgeSeconds("public, max-age=3600"), 3600);
  assert.equal(maxAgeSeconds("Max-Age = 600 , must-revalidate"), 600);
  assert.equal(maxAgeSeconds('max-age="120"'), 120);
  assert.equal(maxAgeSeconds("max-age=0"), null);
  assert.equal(maxAgeSeconds("no-cache, max-age=3600"), null);
  assert.equal(maxAgeSeconds("max-age=soon"), null);
  assert.equal(maxAgeSeconds(null), null);
});

Deno.test("Expires counts from the answer's Date, and max-age overrides it", () => {
  const date = "Mon, 15 Jun 2026 11:00:00 GMT";
  assert.equal(wait({ date, expires: "Mon, 15 Jun 2026 13:00:00 GMT" }), 7200);
  assert.equal(wait({ expires: "Mon, 15 Jun 2026 13:00:00 GMT" }), 3600, "no Date: the clock");
  assert.equal(wait({ expires: "0" }), null, "an expired answer asks nothing");
  assert.equal(
    wait({ "cache-control": "max-age=60", expires: "Mon, 15 Jun 2026 13:00:00 GMT" }),
    60,
  );
});

Deno.test("the feed's own refresh interval counts, the longest wait wins", () => {
  assert.equal(wait({}, 1800), 1800);
  assert.equal(wait({ "cache-control": "max-age=300" }, 1800), 1800);
  assert.equal(wait({ "cache-control": "max-age=7200" }, 1800), 7200);
  assert.equal(wait({}), null);
});

Deno.test("only the first 1,000 characters of a header are read", () => {
  assert.equal(maxAgeSeconds("a=b,".repeat(500_000) + "max-age=60"), null);
  assert.equal(maxAgeSeconds("max-age=60," + "a=b,".repeat(500_000)), 60);
});
