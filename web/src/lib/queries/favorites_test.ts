import assert from "node:assert/strict";
import type { FavoritesResponse, PublicUpdate } from "@api/schemas/legal_updates.ts";
import { withFavorite } from "./favorites.ts";

const update = (id: number): PublicUpdate => ({
  id,
  title: `Update ${id}`,
  aiSummary: null,
  aiCategory: "Tax",
  publishDate: "2026-01-05T00:00:00.000Z",
  approvedAt: null,
  revisedAt: null,
  sourceUrl: `https://example.org/${id}`,
  jurisdiction: { id: 1, name: "France" },
  rssSource: null,
  source: null,
  alsoReportedBy: [],
});

const now = new Date("2026-02-01T10:00:00.000Z");
const list: FavoritesResponse = {
  updates: [withFavorite({ updates: [], total: 0 }, update(1), true, now).updates[0]!],
  total: 1,
};

Deno.test("a starred update joins the favorites at the top, with its jurisdiction's name", () => {
  const next = withFavorite(list, update(2), true, now);
  assert.deepEqual(next.updates.map((u) => u.id), [2, 1]);
  assert.equal(next.total, 2);
  assert.equal(next.updates[0]?.jurisdictionName, "France");
  assert.equal(next.updates[0]?.favoritedAt, now.toISOString());
});

Deno.test("a removed favorite leaves the list, and starring twice keeps one row", () => {
  assert.deepEqual(withFavorite(list, update(1), false), { updates: [], total: 0 });
  assert.deepEqual(withFavorite(list, update(1), true, now).updates.map((u) => u.id), [1]);
});
