import assert from "node:assert/strict";
import { FetchError, parseRetryAfter } from "./fetch_error.ts";

Deno.test("Retry-After in seconds becomes milliseconds", () => {
  assert.equal(parseRetryAfter("120"), 120_000);
  assert.equal(parseRetryAfter(" 0 "), 0);
});

Deno.test("Retry-After as an HTTP-date is the delay from now, never negative", () => {
  const now = Date.parse("2024-03-05T10:00:00Z");
  assert.equal(parseRetryAfter("Tue, 05 Mar 2024 10:01:30 GMT", now), 90_000);
  assert.equal(parseRetryAfter("Tue, 05 Mar 2024 09:00:00 GMT", now), 0);
});

Deno.test("a missing or unreadable Retry-After gives undefined", () => {
  assert.equal(parseRetryAfter(null), undefined);
  assert.equal(parseRetryAfter("soon"), undefined);
});

Deno.test("FetchError carries its kind, status and delay", () => {
  const err = new FetchError("status", "feeds/fetcher: HTTP 429", { status: 429, retryAfterMs: 5 });
  assert.ok(err instanceof Error);
  assert.equal(err.name, "FetchError");
  assert.equal(err.kind, "status");
  assert.equal(err.status, 429);
  assert.equal(err.retryAfterMs, 5);
});
