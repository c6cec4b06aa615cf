import assert from "node:assert/strict";
import type { Task } from "@api/schemas/tasks.ts";
import { matchesUpdateSearch, sortTasks, visibleTasks } from "./task_list.ts";

let nextId = 0;
function task(title: string, extra: Partial<Task> = {}): Task {
  nextId++;
  return {
    id: nextId,
    title,
    description: null,
    ownerName: null,
    department: null,
    dueDate: null,
    status: "open",
    riskScore: "low",
    createdAt: `2026-06-${String(nextId).padStart(2, "0")}T10:00:00.000Z`,
    updatedAt: "2026-06-01T10:00:00.000Z",
    closedAt: null,
    userId: "u1",
    isOwner: true,
    owner: { firstName: null, lastName: null, email: "u@example.com" },
    legalUpdates: [],
    ...extra,
  };
}

const titles = (tasks: Task[]) => tasks.map((t) => t.title);

Deno.test("due date order is ascending with undated tasks last and completed ones after", () => {
  const tasks = [
    task("done", { status: "completed", dueDate: "2026-01-01" }),
    task("undated"),
    task("later", { dueDate: "2026-09-01" }),
    task("sooner", { dueDate: "2026-07-01", status: "in-progress" }),
    task("garbled", { dueDate: "soon" }),
  ];
  assert.deepEqual(titles(sortTasks(tasks, "dueDate")), [
    "sooner",
    "later",
    "garbled",
    "undated",
    "done",
  ]);
});

Deno.test("risk order runs high, medium, low, and a completed high-risk task still goes last", () => {
  const tasks = [
    task("low"),
    task("done high", { riskScore: "high", status: "completed" }),
    task("medium", { riskScore: "medium" }),
    task("high", { riskScore: "high" }),
  ];
  assert.deepEqual(titles(sortTasks(tasks, "riskScore")), ["high", "medium", "low", "done high"]);
});

Deno.test("status order runs open, in progress, completed; ties newest first", () => {
  const tasks = [
    task("progress", { status: "in-progress" }),
    task("completed", { status: "completed" }),
    task("open old"),
    task("open new"),
  ];
  assert.deepEqual(titles(sortTasks(tasks, "status")), [
    "open new",
    "open old",
    "progress",
    "completed",
  ]);
});

Deno.test("search matches title, description, owner and department in any case", () => {
  const tasks = [
    task("GDPR review"),
    task("b", { description: "check the gdpr notes" }),
    task("c", { ownerName: "Gdpr Team" }),
    task("d", { department: "GDPR office" }),
    task("unrelated", { description: "tax" }),
  ];
  const found = visibleTasks(tasks, { search: "  gDpR ", status: "all", sort: "dueDate" });
  assert.deepEqual(titles(found).sort(), ["GDPR review", "b", "c", "d"]);
});

Deno.test("the status filter keeps only that status", () => {
  const tasks = [task("a"), task("b", { status: "completed" }), task("c")];
  const found = visibleTasks(tasks, { search: "", status: "completed", sort: "status" });
  assert.deepEqual(titles(found), ["b"]);
});

Deno.test("the link search matches title, jurisdiction and category", () => {
  const update = {
    id: 1,
    title: "Data Act",
    jurisdictionName: "European Union",
    aiCategory: "Tax",
  };
  assert.equal(matchesUpdateSearch(update, "data"), true);
  assert.equal(matchesUpdateSearch(update, "union"), true);
  assert.equal(matchesUpdateSearch(update, "TAX"), true);
  assert.equal(matchesUpdateSearch(update, "health"), false);
  assert.equal(matchesUpdateSearch({ ...update, jurisdictionName: null }, "union"), false);
});
