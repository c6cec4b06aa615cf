import assert from "node:assert/strict";
import { isOverdue } from "./task_dates.ts";

Deno.test("only open or in-progress tasks due before today are overdue", () => {
  const now = new Date(2026, 5, 15, 9, 0, 0);
  assert.equal(isOverdue({ status: "open", dueDate: "2026-06-14" }, now), true);
  assert.equal(isOverdue({ status: "in-progress", dueDate: "2026-06-14" }, now), true);
  assert.equal(isOverdue({ status: "open", dueDate: "2026-06-15" }, now), false);
  assert.equal(isOverdue({ status: "completed", dueDate: "2026-06-14" }, now), false);
  assert.equal(isOverdue({ status: "open", dueDate: null }, now), false);
  assert.equal(isOverdue({ status: "open", dueDate: "garbage" }, now), false);
});
