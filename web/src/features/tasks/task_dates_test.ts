import assert from "node:assert/strict";
import { formatTaskDate, isOverdue } from "./task_dates.ts";

Deno.test("days show as 'MMM d, yyyy' and unreadable values as 'Unknown'", () => {
  assert.equal(formatTaskDate("2026-07-04"), "Jul 4, 2026");
  assert.equal(formatTaskDate("2026-02-30"), "Unknown");
  assert.equal(formatTaskDate("not a date"), "Unknown");
  assert.equal(formatTaskDate(null), "Unknown");
});

Deno.test("timestamps show their day in the local time zone", () => {
  const local = new Date(2026, 0, 15, 12, 0, 0);
  assert.equal(formatTaskDate(local.toISOString()), "Jan 15, 2026");
});

Deno.test("only open or in-progress tasks due before today are overdue", () => {
  const now = new Date(2026, 5, 15, 9, 0, 0);
  assert.equal(isOverdue({ status: "open", dueDate: "2026-06-14" }, now), true);
  assert.equal(isOverdue({ status: "in-progress", dueDate: "2026-06-14" }, now), true);
  assert.equal(isOverdue({ status: "open", dueDate: "2026-06-15" }, now), false);
  assert.equal(isOverdue({ status: "completed", dueDate: "2026-06-14" }, now), false);
  assert.equal(isOverdue({ status: "open", dueDate: null }, now), false);
  assert.equal(isOverdue({ status: "open", dueDate: "garbage" }, now), false);
});
