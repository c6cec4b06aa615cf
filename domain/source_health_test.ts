import assert from "node:assert/strict";
import { allowedSilenceMs, judgeHealth, medianGapMs } from "./source_health.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const synced = { lastSync: daysAgo(0), consecutiveErrors: 0 };

/** `count` items, `everyDays` apart, the newest `newestDaysAgo` days before NOW. */
function history(count: number, everyDays: number, newestDaysAgo: number): Date[] {
  return Array.from({ length: count }, (_, i) => daysAgo(newestDaysAgo + i * everyDays));
}

Deno.test("a weekly source that stopped 60 days ago is silent", () => {
  const verdict = judgeHealth({ ...synced, recentItemDates: history(10, 7, 60) }, NOW);
  assert.equal(verdict.health, "silent");
  assert.equal(verdict.allowedSilenceMs, 28 * DAY);
  assert.deepEqual(verdict.lastNewItemAt, daysAgo(60));
});

Deno.test("a weekly source quiet for three weeks is still ok (4 × 7 days allowed)", () => {
  assert.equal(judgeHealth({ ...synced, recentItemDates: history(10, 7, 21) }, NOW).health, "ok");
  assert.equal(
    judgeHealth({ ...synced, recentItemDates: history(10, 7, 29) }, NOW).health,
    "silent",
  );
});

Deno.test("a daily source is allowed 14 days, not 4 days, before it is silent", () => {
  assert.equal(judgeHealth({ ...synced, recentItemDates: history(10, 1, 10) }, NOW).health, "ok");
  assert.equal(
    judgeHealth({ ...synced, recentItemDates: history(10, 1, 15) }, NOW).health,
    "silent",
  );
});

Deno.test("a monthly source quiet for 60 days is ok: its usual gap allows 120", () => {
  assert.equal(judgeHealth({ ...synced, recentItemDates: history(5, 30, 60) }, NOW).health, "ok");
});

Deno.test("fewer than 3 items never make a source silent", () => {
  assert.equal(judgeHealth({ ...synced, recentItemDates: history(2, 7, 300) }, NOW).health, "ok");
  assert.equal(judgeHealth({ ...synced, recentItemDates: [] }, NOW).health, "ok");
  assert.equal(
    judgeHealth({ ...synced, recentItemDates: history(3, 7, 300) }, NOW).health,
    "silent",
  );
});

Deno.test("the clock decides: the same history is ok earlier and silent later", () => {
  const dates = history(10, 7, 0);
  assert.equal(judgeHealth({ ...synced, recentItemDates: dates }, NOW).health, "ok");
  const later = new Date(NOW.getTime() + 29 * DAY);
  assert.equal(judgeHealth({ ...synced, recentItemDates: dates }, later).health, "silent");
});

Deno.test("3 failed syncs in a row make a source failing, 2 do not", () => {
  const dates = history(10, 1, 0);
  const judge = (consecutiveErrors: number) =>
    judgeHealth({ lastSync: daysAgo(0), consecutiveErrors, recentItemDates: dates }, NOW).health;
  assert.equal(judge(2), "ok");
  assert.equal(judge(3), "failing");
  assert.equal(judge(9), "failing");
});

Deno.test("failing wins over silent, and never synced wins over both", () => {
  const quiet = history(10, 7, 90);
  assert.equal(
    judgeHealth({ lastSync: daysAgo(1), consecutiveErrors: 4, recentItemDates: quiet }, NOW).health,
    "failing",
  );
  assert.equal(
    judgeHealth({ lastSync: null, consecutiveErrors: 0, recentItemDates: quiet }, NOW).health,
    "never",
  );
});

Deno.test("the median gap is taken over the newest items, in any order", () => {
  // Gaps 1, 1, 10 days: the median is 1 day, not the mean of 4.
  const dates = [daysAgo(12), daysAgo(0), daysAgo(1), daysAgo(2)];
  assert.equal(medianGapMs(dates), DAY);
  assert.equal(medianGapMs([daysAgo(0), daysAgo(2), daysAgo(3), daysAgo(7)]), 2 * DAY);
  assert.equal(medianGapMs([daysAgo(0)]), null);
  assert.equal(allowedSilenceMs(history(10, 20, 0)), 80 * DAY);
  assert.equal(allowedSilenceMs(history(2, 20, 0)), null);
});
