import assert from "node:assert/strict";
import { activityIntervalSeconds, MAX_RECENT_DATES, mergeRecentDates } from "./activity.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY_MS = 86_400_000;
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY_MS);

Deno.test("a read's dates replace the kept ones they cover; older kept ones stay", () => {
  const kept = [daysAgo(1), daysAgo(2), daysAgo(5), daysAgo(40)];
  const read = [daysAgo(0.5), daysAgo(1), daysAgo(1), daysAgo(2)];
  assert.deepEqual(mergeRecentDates(kept, read, NOW), [...read, daysAgo(5)]);
});

Deno.test("the kept dates are bounded, newest first", () => {
  const read = Array.from({ length: 500 }, (_, i) => new Date(NOW.getTime() - i * 60_000));
  const merged = mergeRecentDates([], read.toReversed(), NOW);
  assert.equal(merged.length, MAX_RECENT_DATES);
  assert.deepEqual(merged[0], NOW);
});

Deno.test("no item in four weeks is no activity", () => {
  assert.equal(activityIntervalSeconds([daysAgo(29), daysAgo(60)], NOW), null);
  assert.equal(activityIntervalSeconds([], NOW), null);
});
