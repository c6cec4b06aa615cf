import assert from "node:assert/strict";
import type { PublicUpdate } from "./legal_updates.ts";
import { compareUpdates, listingPredicate, toSearchable } from "./listing_rule.ts";

const update = (id: number, over: Partial<PublicUpdate>): PublicUpdate => ({
  id,
  title: "Title",
  aiSummary: "Summary",
  aiCategory: "General",
  publishDate: "2026-01-05T10:00:00.000Z",
  approvedAt: null,
  revisedAt: null,
  sourceUrl: "https://example.com",
  jurisdiction: null,
  rssSource: null,
  source: null,
  alsoReportedBy: [],
  ...over,
});

const updates = [
  update(1, { title: "Data PRIVACY act", jurisdiction: { id: 1, name: "California" } }),
  update(2, { aiSummary: "new privacy duties", aiCategory: "Tax" }),
  update(3, { aiCategory: "Data Protection & Cybersecurity" }),
  update(4, { jurisdiction: { id: 2, name: "Privacyland" }, aiCategory: "Tax" }),
  update(5, { aiSummary: null, publishDate: "2026-01-06T23:59:59.999Z" }),
];
const select = (rule: Parameters<typeof listingPredicate>[0]) =>
  updates.map(toSearchable).filter(listingPredicate(rule)).map((s) => s.update.id);

Deno.test("search is a case-insensitive substring of title, summary, category or jurisdiction", () => {
  assert.deepEqual(select({ search: "Privacy" }), [1, 2, 4]);
  assert.deepEqual(select({ search: "  PROTECTION " }), [3]);
  assert.deepEqual(select({ search: "" }), [1, 2, 3, 4, 5]);
});

Deno.test("jurisdictions OR, industries OR, the two AND", () => {
  assert.deepEqual(select({ jurisdictions: ["California", "Privacyland"] }), [1, 4]);
  assert.deepEqual(select({ industries: ["Tax", "General"] }), [1, 2, 4, 5]);
  assert.deepEqual(select({ jurisdictions: ["California", "Privacyland"], industries: ["Tax"] }), [
    4,
  ]);
});

Deno.test("dates are inclusive at both ends", () => {
  const from = new Date("2026-01-06T00:00:00.000Z");
  const to = new Date("2026-01-06T23:59:59.999Z");
  assert.deepEqual(select({ from }), [5]);
  assert.deepEqual(select({ to: new Date("2026-01-05T10:00:00.000Z") }), [1, 2, 3, 4]);
  assert.deepEqual(select({ from, to }), [5]);
});

Deno.test("order: publish date then id, newest first by default", () => {
  const sorted = (sort: "asc" | "desc") =>
    updates.map(toSearchable).sort(compareUpdates(sort)).map((s) => s.update.id);
  assert.deepEqual(sorted("desc"), [5, 4, 3, 2, 1]);
  assert.deepEqual(sorted("asc"), [1, 2, 3, 4, 5]);
});
