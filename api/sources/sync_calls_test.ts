import assert from "node:assert/strict";
import { describeSummary } from "./sync_calls.ts";

const summary = {
  sourcesSynced: 2,
  itemsFound: 9,
  itemsMatched: 8,
  itemsInserted: 1,
  itemsRevised: 0,
  itemsWithoutLink: 0,
  emptyItems: 0,
  itemsOverCap: 0,
  unreadableDates: 0,
  fullTextsFetched: 0,
  errors: [],
};

Deno.test("the sync toast names skipped items and unreadable dates only when there are some", () => {
  assert.equal(describeSummary(summary), "Synced 2 of 2 sources: 1 new update.");
  assert.equal(
    describeSummary({
      ...summary,
      itemsRevised: 3,
      itemsWithoutLink: 1,
      unreadableDates: 2,
      errors: [{ sourceId: 3, name: "X", error: "feeds/fetcher: HTTP 500" }],
    }),
    "Synced 2 of 3 sources: 1 new update; 3 revised; 1 item without a link skipped; " +
      "2 unreadable dates (sync time used); 1 failed.",
  );
});

Deno.test("the sync toast names empty items and items over a document's cap, in thousands", () => {
  assert.equal(
    describeSummary({
      ...summary,
      sourcesSynced: 1,
      itemsInserted: 5_000,
      emptyItems: 1_746_254,
      itemsOverCap: 1_695_000,
    }),
    "Synced 1 of 1 source: 5,000 new updates; 1,746,254 empty items skipped; " +
      "1,695,000 items skipped (a document may carry at most 5,000).",
  );
});
