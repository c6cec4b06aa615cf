import assert from "node:assert/strict";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { nextPending } from "./next_pending.ts";

const rows = (statuses: string[]) =>
  statuses.map((status, i) => ({ id: i + 1, status }) as unknown as AdminUpdate);

Deno.test("Next skips decided updates and stops at the end of the list", () => {
  const list = rows(["pending", "approved", "rejected", "pending"]);
  assert.equal(nextPending(list, 1, 0)?.id, 4);
  assert.equal(nextPending(list, 4, 3), null);
});

Deno.test("Next continues where the shown update stood once it left the list", () => {
  // Update 2 was approved under the Pending filter: the list no longer has it.
  const list = rows(["pending", "pending", "pending"]).filter((u) => u.id !== 2);
  assert.equal(nextPending(list, 2, 1)?.id, 3);
});
