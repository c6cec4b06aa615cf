/**
 * Sorting of the portal's table (spec part 2 §2): Status, Jurisdiction, Date (publishDate) and
 * the review date. The default is publishDate descending; a newly chosen column sorts ascending
 * first, the same column again flips the direction. A missing reviewedAt counts as the oldest.
 */
import type { UpdateStatus } from "@domain/legal_updates.ts";
import type { AdminUpdate } from "@api/schemas/review.ts";

export type SortKey = "status" | "jurisdiction" | "publishDate" | "reviewedAt";
export type SortDirection = "asc" | "desc";
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: "publishDate", direction: "desc" };

/** The sort after a click on `key`'s header. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: "asc" };
  return { key, direction: current.direction === "asc" ? "desc" : "asc" };
}

// The review workflow's order reads better than the alphabet: pending, approved, rejected.
const STATUS_ORDER: Record<UpdateStatus, number> = { pending: 0, approved: 1, rejected: 2 };

function time(value: string | null): number {
  if (value === null) return Number.NEGATIVE_INFINITY;
  const t = Date.parse(value);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

function compareBy(key: SortKey, a: AdminUpdate, b: AdminUpdate): number {
  switch (key) {
    case "status":
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    case "jurisdiction":
      return (a.jurisdiction?.name ?? "").localeCompare(b.jurisdiction?.name ?? "", undefined, {
        sensitivity: "base",
      });
    case "publishDate":
      return time(a.publishDate) - time(b.publishDate);
    case "reviewedAt": {
      const [x, y] = [time(a.reviewedAt), time(b.reviewedAt)];
      return x === y ? 0 : x < y ? -1 : 1;
    }
  }
}

/** A sorted copy; ties fall back to newest publishDate, then highest id (the server's order). */
export function sortUpdates(updates: readonly AdminUpdate[], sort: SortState): AdminUpdate[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...updates].sort((a, b) =>
    sign * compareBy(sort.key, a, b) ||
    time(b.publishDate) - time(a.publishDate) ||
    b.id - a.id
  );
}
