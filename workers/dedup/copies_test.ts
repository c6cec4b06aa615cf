import assert from "node:assert/strict";
import { copyKeyOf, findCopies } from "./copies.ts";
import { featuresOf, type Report } from "./report_features.ts";
import { WAGE_PRESS } from "./sample_reports_test_helper.ts";

const report = (id: number, changes: Partial<Report> = {}, official = false) => ({
  id,
  features: featuresOf({ ...WAGE_PRESS, ...changes }),
  official,
});

Deno.test("a report equal in every feature is a copy of a stored one, else of an earlier one", () => {
  const stored = report(1);
  const digest = report(2, { link: "https://digest.example/wage" });
  const title = "Minimum wage rises to 13.90 euros from January";
  const blog = report(3, { title });
  const blogCopy = report(4, { title, link: "https://aggregator.example/wage" });
  const copies = findCopies([digest, blog, blogCopy], [stored]);
  assert.equal(copies.get(2), stored);
  assert.equal(copies.has(3), false, "another title is not a copy");
  assert.equal(copies.get(4), blog, "a later report of the batch copies an earlier one");
});

Deno.test("the copy key and the copy differ for another day, jurisdiction or official source", () => {
  const stored = report(1);
  for (
    const other of [
      report(2, { publishDate: "2026-06-11" }),
      report(3, { jurisdiction: "2" }),
      report(4, {}, true),
    ]
  ) {
    assert.notEqual(copyKeyOf(other.features, other.official), copyKeyOf(stored.features, false));
    assert.equal(findCopies([other], [stored]).size, 0);
  }
});

Deno.test("two reports without a title are equal yet no copies: the rule keeps them apart", () => {
  const a = report(1, { title: "" });
  assert.equal(findCopies([report(2, { title: "" })], [a]).size, 0);
});
