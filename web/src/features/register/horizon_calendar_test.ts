import assert from "node:assert/strict";
import { dayAfterKey, dayKey, itemsByDay, monthWeeks, timelineGroups } from "./horizon_calendar.ts";

const local = (text: string) => new Date(`${text}T00:00:00`);

Deno.test("the timeline groups a month's window by week (Monday first) and a year's by month", () => {
  const items = ["2026-11-26", "2026-11-29", "2026-11-30", "2026-12-24", "2027-01-02"]
    .map((date) => ({ date }));
  const weeks = timelineGroups(items, 30);
  assert.deepEqual(weeks.map((g) => [g.kind, g.label, g.items.length]), [
    ["week", "Nov 23, 2026", 2],
    ["week", "Nov 30, 2026", 1],
    ["week", "Dec 21, 2026", 1],
    ["week", "Dec 28, 2026", 1],
  ]);
  const months = timelineGroups(items, 365);
  assert.deepEqual(months.map((g) => [g.label, g.items.length]), [
    ["November 2026", 3],
    ["December 2026", 1],
    ["January 2027", 1],
  ]);
  assert.deepEqual(timelineGroups([], 7), []);
});

Deno.test("a month's grid is whole weeks from Monday to Sunday", () => {
  const weeks = monthWeeks(local("2026-11-26"));
  assert.equal(weeks.length, 6);
  assert.ok(weeks.every((w) => w.length === 7));
  assert.equal(dayKey(weeks[0]![0]!), "2026-10-26");
  assert.equal(dayKey(weeks.at(-1)!.at(-1)!), "2026-12-06");
  assert.equal(monthWeeks(local("2027-02-10")).length, 4, "February 2027 starts on a Monday");
});

Deno.test("the calendar's keys move by day, week, week end and month", () => {
  const day = local("2026-11-26"); // a Thursday
  const moved = (key: string) => {
    const next = dayAfterKey(day, key);
    return next && dayKey(next);
  };
  assert.equal(moved("ArrowLeft"), "2026-11-25");
  assert.equal(moved("ArrowRight"), "2026-11-27");
  assert.equal(moved("ArrowUp"), "2026-11-19");
  assert.equal(moved("ArrowDown"), "2026-12-03");
  assert.equal(moved("Home"), "2026-11-23");
  assert.equal(moved("End"), "2026-11-29");
  assert.equal(moved("PageUp"), "2026-10-26");
  assert.equal(moved("PageDown"), "2026-12-26");
  assert.equal(moved("a"), null);
});

Deno.test("items are found by their day", () => {
  const byDay = itemsByDay([{ date: "2026-12-01", n: 1 }, { date: "2026-12-01", n: 2 }]);
  assert.deepEqual(byDay.get("2026-12-01")?.map((i) => i.n), [1, 2]);
  assert.equal(byDay.get("2026-12-02"), undefined);
});
