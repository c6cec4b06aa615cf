import assert from "node:assert/strict";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { DEFAULT_SORT, nextSort, sortUpdates } from "./review_sort.ts";

function update(id: number, fields: Partial<AdminUpdate>): AdminUpdate {
  return {
    id,
    title: `Update ${id}`,
    aiSummary: null,
    aiCategory: "General",
    publishDate: "2026-01-01T00:00:00Z",
    approvedAt: null,
    revisedAt: null,
    sourceUrl: `https://example.org/${id}`,
    jurisdiction: null,
    rssSource: null,
    source: null,
    alsoReportedBy: [],
    status: "pending",
    content: "",
    reviewedAt: null,
    reviewer: null,
    obligations: [],
    revisionPending: false,
    freshness: { seenAt: "2026-01-01T00:00:00Z", seenAfterSeconds: 0, noDelay: null },
    ...fields,
  };
}

const ids = (list: AdminUpdate[]) => list.map((u) => u.id);

Deno.test("the default sort is newest publishDate first", () => {
  const list = [
    update(1, { publishDate: "2026-01-01T00:00:00Z" }),
    update(2, { publishDate: "2026-03-01T00:00:00Z" }),
    update(3, { publishDate: "2026-02-01T00:00:00Z" }),
  ];
  assert.deepEqual(ids(sortUpdates(list, DEFAULT_SORT)), [2, 3, 1]);
});

Deno.test("a new column sorts ascending first, the same column again flips it", () => {
  const byStatus = nextSort(DEFAULT_SORT, "status");
  assert.deepEqual(byStatus, { key: "status", direction: "asc" });
  assert.deepEqual(nextSort(byStatus, "status"), { key: "status", direction: "desc" });
  assert.deepEqual(nextSort(DEFAULT_SORT, "publishDate"), {
    key: "publishDate",
    direction: "asc",
  });
});

Deno.test("status sorts in workflow order and jurisdiction by name ignoring case", () => {
  const list = [
    update(1, { status: "rejected", jurisdiction: { id: 1, name: "zeta" } }),
    update(2, { status: "pending", jurisdiction: { id: 2, name: "Alpha" } }),
    update(3, { status: "approved", jurisdiction: { id: 3, name: "beta" } }),
  ];
  assert.deepEqual(ids(sortUpdates(list, { key: "status", direction: "asc" })), [2, 3, 1]);
  assert.deepEqual(ids(sortUpdates(list, { key: "jurisdiction", direction: "asc" })), [2, 3, 1]);
  assert.deepEqual(ids(sortUpdates(list, { key: "jurisdiction", direction: "desc" })), [1, 3, 2]);
});

Deno.test("a missing reviewedAt counts as the oldest", () => {
  const list = [
    update(1, { reviewedAt: "2026-05-01T00:00:00Z" }),
    update(2, { reviewedAt: null }),
    update(3, { reviewedAt: "2026-04-01T00:00:00Z" }),
  ];
  assert.deepEqual(ids(sortUpdates(list, { key: "reviewedAt", direction: "asc" })), [2, 3, 1]);
  assert.deepEqual(ids(sortUpdates(list, { key: "reviewedAt", direction: "desc" })), [1, 3, 2]);
});

Deno.test("ties keep the server's order: newest publishDate, then highest id", () => {
  const list = [update(1, {}), update(3, {}), update(2, {})];
  assert.deepEqual(ids(sortUpdates(list, { key: "status", direction: "asc" })), [3, 2, 1]);
});
