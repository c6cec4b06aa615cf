import assert from "node:assert/strict";
import { CreateTaskBody, type Task } from "@api/schemas/tasks.ts";
import { formValuesOf, toggleId, toPayload } from "./task_form_state.ts";

Deno.test("a new task's form starts open, low risk, undated and unlinked", () => {
  const values = formValuesOf();
  assert.equal(values.status, "open");
  assert.equal(values.riskScore, "low");
  assert.equal(values.dueDate, "");
  assert.deepEqual(values.legalUpdateIds, []);
  const check = CreateTaskBody.safeParse(toPayload(values));
  assert.equal(check.success, false);
  assert.equal(check.error?.issues[0]?.message, "Please enter a task title.");
});

Deno.test("editing starts from the task and keeps its links", () => {
  const task = {
    title: "Review",
    description: null,
    ownerName: "Dana",
    department: null,
    dueDate: "2026-07-01",
    status: "in-progress",
    riskScore: "high",
    legalUpdates: [{ id: 4, title: "A", sourceUrl: "https://a" }],
  } as unknown as Task;
  const payload = toPayload(formValuesOf(task));
  assert.deepEqual(payload, {
    title: "Review",
    description: "",
    ownerName: "Dana",
    department: "",
    dueDate: "2026-07-01",
    status: "in-progress",
    riskScore: "high",
    legalUpdateIds: [4],
  });
  assert.equal(CreateTaskBody.safeParse(payload).success, true);
});

Deno.test("toggling an id adds it once and removes it", () => {
  assert.deepEqual(toggleId([1, 2], 3, true), [1, 2, 3]);
  assert.deepEqual(toggleId([1, 2], 2, true), [1, 2]);
  assert.deepEqual(toggleId([1, 2], 1, false), [2]);
});
