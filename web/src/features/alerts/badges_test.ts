import assert from "node:assert/strict";
import { filterBadges } from "./badges.ts";

const names = new Map([[1, "France"], [2, "Germany"]]);
const texts = (alert: Parameters<typeof filterBadges>[0]) =>
  filterBadges(alert, names).map((b) => b.text);

Deno.test("an alert without filters reads 'Every approved update'", () => {
  assert.deepEqual(texts({ jurisdictionIds: [], industries: [], keywords: [] }), [
    "Every approved update",
  ]);
});

Deno.test("jurisdictions show by name, keywords in quotes, and an empty list as 'Any …'", () => {
  assert.deepEqual(texts({ jurisdictionIds: [2, 1], industries: [], keywords: ["privacy"] }), [
    "Germany",
    "France",
    "Any industry",
    '"privacy"',
  ]);
  assert.deepEqual(texts({ jurisdictionIds: [], industries: ["Tax"], keywords: [] }), [
    "Any jurisdiction",
    "Tax",
  ]);
});

Deno.test("a jurisdiction deleted since still has a badge", () => {
  assert.deepEqual(texts({ jurisdictionIds: [9], industries: ["Tax"], keywords: [] }), [
    "Jurisdiction #9",
    "Tax",
  ]);
});

Deno.test("each badge says which kind of filter it is", () => {
  const kinds = filterBadges(
    { jurisdictionIds: [1], industries: ["Tax"], keywords: ["vat"] },
    names,
  )
    .map((b) => b.kind);
  assert.deepEqual(kinds, ["jurisdiction", "industry", "keyword"]);
});
