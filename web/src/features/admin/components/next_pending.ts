/**
 * The detail dialog's Next (issue 25): the next pending update of the portal's list after the one
 * shown, as `j` moves down the table. The one shown may have left the list (approved while the
 * Pending filter is on): then the search starts where it stood.
 */
import type { AdminUpdate } from "@api/schemas/review.ts";

/** The first pending update after `currentId` in `sorted`, or after `lastIndex` if it is gone. */
export function nextPending(
  sorted: readonly AdminUpdate[],
  currentId: number,
  lastIndex: number,
): AdminUpdate | null {
  const at = sorted.findIndex((u) => u.id === currentId);
  const start = at >= 0 ? at + 1 : Math.max(0, lastIndex);
  return sorted.slice(start).find((u) => u.status === "pending" && u.id !== currentId) ?? null;
}
