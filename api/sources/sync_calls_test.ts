import assert from "node:assert/strict";
import { describeSummary } from "./sync_calls.ts";

const summary = {
  sourcesSynced: 2,
  itemsFound: 9,
  itemsMatched: 8,
  itemsInserted: 1,
  itemsRevised: 0,
  itemsWithoutLink: 0,
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
