import assert from "node:assert/strict";
import { CLOCK_SKEW_SECONDS, seenDelay } from "./freshness.ts";

const SEEN = new Date("2026-06-15T12:00:00Z");
const before = (seconds: number) => new Date(SEEN.getTime() - seconds * 1000);

Deno.test("an update seen two hours after its publication date is 7,200 s late", () => {
  assert.deepEqual(seenDelay(before(7200), SEEN, { undated: false }), {
    seconds: 7200,
    reason: null,
  });
});

Deno.test("a publication date a little after seen is a clock ahead: seen at publication", () => {
  assert.deepEqual(seenDelay(before(-CLOCK_SKEW_SECONDS), SEEN, { undated: false }), {
    seconds: 0,
    reason: null,
  });
});

Deno.test("a publication date well after seen is a date in the future, never a negative delay", () => {
  assert.deepEqual(seenDelay(before(-CLOCK_SKEW_SECONDS - 1), SEEN, { undated: false }), {
    seconds: null,
    reason: "future-date",
  });
});

Deno.test("a source without dates has no delay to show", () => {
  assert.deepEqual(seenDelay(before(7200), SEEN, { undated: true }), {
    seconds: null,
    reason: "no-date",
  });
});
