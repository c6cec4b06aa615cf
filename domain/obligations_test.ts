import assert from "node:assert/strict";
import {
  citationChecker,
  citationRanges,
  collapseWhitespace,
  isIsoDay,
  markCitations,
} from "./obligations.ts";

const TEXT = "Scope.\n\nControllers  must notify\tthe authority within 72 hours.  " +
  "Processors must inform the controller.\n";

Deno.test("a citation counts when it is in the title or text up to whitespace", () => {
  const cited = citationChecker({ title: "Breach rules tightened", content: TEXT });
  assert.equal(cited("Controllers must notify the authority within 72 hours."), true);
  assert.equal(cited("  Processors must\ninform the controller. "), true);
  assert.equal(cited("Breach rules tightened"), true, "the title counts too");
});

Deno.test("a citation that changes a word, the case or punctuation is not in the text", () => {
  const cited = citationChecker({ title: "Breach rules tightened", content: TEXT });
  assert.equal(cited("Controllers must notify the regulator within 72 hours."), false);
  assert.equal(cited("controllers must notify the authority within 72 hours."), false);
  assert.equal(cited("Controllers must notify the authority within 72 hours!"), false);
  assert.equal(cited("must"), false, "too short to point at anything");
});

Deno.test("citation ranges map back onto the original text, whitespace and all", () => {
  const [range] = citationRanges(TEXT, ["Controllers must notify the authority within 72 hours."]);
  assert.ok(range);
  assert.equal(
    TEXT.slice(range.start, range.end),
    "Controllers  must notify\tthe authority within 72 hours.",
  );
});

Deno.test("overlapping citations merge; missing ones are skipped", () => {
  const pieces = markCitations(TEXT, [
    "Processors must inform the controller.",
    "72 hours. Processors must",
    "Not in the text at all.",
  ]);
  assert.deepEqual(pieces.filter((p) => p.marked).map((p) => collapseWhitespace(p.text)), [
    "72 hours. Processors must inform the controller.",
  ]);
  assert.equal(pieces.map((p) => p.text).join(""), TEXT, "no character is lost or added");
});

Deno.test("a citation is found after long whitespace runs and at the end of the text", () => {
  const text = " \t".repeat(200_000) + "a".repeat(200_000) + " end.";
  const pieces = markCitations(text, ["a".repeat(50) + " end.", " ".repeat(10)]);
  assert.equal(pieces.length, 2);
  assert.equal(pieces[1]?.marked, true);
});

Deno.test("a deadline day must exist", () => {
  assert.equal(isIsoDay("2028-02-29"), true);
  assert.equal(isIsoDay("2027-02-29"), false);
  assert.equal(isIsoDay("2027-2-1"), false);
  assert.equal(isIsoDay("0000-01-01"), false);
});
