import assert from "node:assert/strict";
import type { MessageUpdate } from "../../db/queries/alert_deliveries.ts";
import { oncePerChange } from "./batch_content.ts";

function update(id: number, changeId: number): MessageUpdate {
  return {
    id,
    changeId,
    title: `Report ${id}`,
    summary: null,
    category: "Tax",
    jurisdiction: null,
    publishDate: new Date("2026-06-01T00:00:00Z"),
    sourceUrl: `https://gazette.example/${id}`,
  };
}

Deno.test("a message counts a change once: its primary stands for the other reports", () => {
  const shown = oncePerChange([update(5, 1), update(1, 1), update(2, 2), update(6, 3)]);
  assert.deepEqual(shown.map((u) => u.id), [1, 2, 6]);
});

Deno.test("two other reports of one change without its primary are shown once", () => {
  assert.deepEqual(oncePerChange([update(5, 1), update(7, 1)]).map((u) => u.id), [5]);
});
