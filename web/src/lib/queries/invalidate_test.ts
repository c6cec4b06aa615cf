import assert from "node:assert/strict";
import { QueryClient } from "@tanstack/react-query";
import {
  invalidateAfterSync,
  invalidateListing,
  invalidateReviewedUpdates,
  invalidateSources,
} from "./invalidate.ts";

const KEYS = {
  listing: ["/api/legal-updates", { page: 1 }],
  portal: ["/api/admin/legal-updates", "pending"],
  history: ["/api/admin/legal-updates", 7, "history"],
  counts: ["/api/statistics/update-counts"],
  favorites: ["/api/auth/favorites"],
  jurisdictions: ["/api/jurisdictions"],
  specialists: ["/api/rss-sources?sourceType=specialist"],
  user: ["/api/auth/user"],
  tasks: ["/api/tasks"],
} as const;

/** The names of the cached queries `change` marks stale. */
async function staleAfter(change: (client: QueryClient) => Promise<void>): Promise<string[]> {
  // No loader runs: invalidating a query without observers only marks it stale.
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData([...key], {});
  await change(client);
  return Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState([...key])?.isInvalidated)
    .map(([name]) => name);
}

Deno.test("a review decision refreshes every list of updates, the counts and the favorites", async () => {
  assert.deepEqual(await staleAfter(invalidateReviewedUpdates), [
    "listing",
    "portal",
    "history",
    "counts",
    "favorites",
  ]);
});

Deno.test("saving a source refreshes the jurisdictions and sources only", async () => {
  assert.deepEqual(await staleAfter(invalidateSources), ["jurisdictions", "specialists"]);
});

Deno.test("a sync refreshes the sources and the lists of updates", async () => {
  assert.deepEqual(await staleAfter(invalidateAfterSync), [
    "listing",
    "portal",
    "history",
    "counts",
    "jurisdictions",
    "specialists",
  ]);
});

Deno.test("saving preferences refreshes the listing and nothing else", async () => {
  assert.deepEqual(await staleAfter(invalidateListing), ["listing"]);
});
