import assert from "node:assert/strict";
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelayMs,
  RETRY_AFTER_CAP_MS,
  retryAt,
} from "./backoff.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

Deno.test("backoff starts at 15 minutes and doubles after each failure", () => {
  assert.equal(BACKOFF_BASE_MS, 15 * MINUTE);
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n)),
    [15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR, 16 * HOUR],
  );
});

Deno.test("backoff stops at 24 hours however many failures", () => {
  assert.equal(backoffDelayMs(8), BACKOFF_CAP_MS);
  assert.equal(backoffDelayMs(9), 24 * HOUR);
  assert.equal(backoffDelayMs(10_000), 24 * HOUR);
});

Deno.test("a longer Retry-After wins, a shorter one does not shorten the backoff", () => {
  assert.equal(backoffDelayMs(1, 2 * HOUR), 2 * HOUR);
  assert.equal(backoffDelayMs(3, 10 * MINUTE), HOUR);
  assert.equal(backoffDelayMs(9, 3 * 24 * HOUR), 3 * 24 * HOUR);
});

Deno.test("Retry-After is honoured only up to a week", () => {
  assert.equal(backoffDelayMs(1, 365 * 24 * HOUR), RETRY_AFTER_CAP_MS);
});

Deno.test("a count below one is read as the first failure", () => {
  assert.equal(backoffDelayMs(0), 15 * MINUTE);
});

Deno.test("retryAt adds the delay to now", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  assert.equal(retryAt(now, 2).toISOString(), "2026-01-01T00:30:00.000Z");
});
