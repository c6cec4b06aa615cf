import assert from "node:assert/strict";
import {
  agreementRate,
  isFilterProblem,
  lastDays,
  percent,
  topConfusions,
} from "./quality_figures.ts";

const source = (approved: number, rejected: number) => ({
  rssSourceId: 1,
  name: "Gazette",
  approved,
  rejected,
  approveRate: null,
});

Deno.test("agreement is kept over judged, and absent while nothing is judged", () => {
  assert.equal(agreementRate(3, 1), 0.75);
  assert.equal(agreementRate(0, 0), null);
  assert.equal(percent(agreementRate(2, 1)), "67%");
  assert.equal(percent(null), "–");
});

Deno.test("the top confusions are the most frequent over every category", () => {
  const top = topConfusions([
    {
      category: "Tax",
      analysed: 9,
      keptByReviewer: 1,
      changedByReviewer: 4,
      confusedWith: [{ category: "Healthcare", count: 1 }, { category: "General", count: 3 }],
    },
    {
      category: "Healthcare",
      analysed: 5,
      keptByReviewer: 0,
      changedByReviewer: 2,
      confusedWith: [{ category: "Tax", count: 2 }],
    },
  ], 2);
  assert.deepEqual(top, [
    { from: "Tax", to: "General", count: 3 },
    { from: "Healthcare", to: "Tax", count: 2 },
  ]);
});

Deno.test("a source is flagged when most of at least three reviewed items are rejected", () => {
  assert.equal(isFilterProblem(source(1, 2)), true);
  assert.equal(isFilterProblem(source(0, 2)), false, "two items are not a pattern");
  assert.equal(isFilterProblem(source(2, 2)), false);
  assert.equal(isFilterProblem(source(5, 1)), false);
});

Deno.test("the default period is the 90 days ending today", () => {
  assert.deepEqual(lastDays(new Date("2026-06-15T23:30:00Z")), {
    from: "2026-03-18",
    to: "2026-06-15",
  });
});
