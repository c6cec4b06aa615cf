import assert from "node:assert/strict";
import { estimatedSimilarity, fnv1a, MAX_WORDS, reportSignature, wordsOf } from "./minhash.ts";

const release =
  "The Information Commissioner's Office has fined Brightway Energy Ltd £1.2 million for making " +
  "more than 3.1 million unsolicited marketing calls to people registered with the Telephone " +
  "Preference Service.";

Deno.test("a copy with other case and spacing has the same signature", () => {
  const a = reportSignature("ICO fines Brightway Energy", release);
  const b = reportSignature("ICO FINES BRIGHTWAY ENERGY", release.replaceAll(" ", "  "));
  assert.equal(estimatedSimilarity(a, b), 1);
});

Deno.test("the estimate follows the share of common word pairs", () => {
  const a = reportSignature("ICO fines Brightway Energy", release);
  const edited = reportSignature("ICO fines Brightway Energy", `${release} Source: ICO.`);
  const other = reportSignature(
    "Mindestlohn steigt 2027",
    "Der gesetzliche Mindestlohn steigt zum 1. Januar 2027 auf 14,60 Euro brutto je Stunde.",
  );
  assert.ok(estimatedSimilarity(a, edited) > 0.8);
  assert.ok(estimatedSimilarity(a, other) < 0.1);
});

Deno.test("only the first words of a long text count", () => {
  assert.equal(wordsOf("word ".repeat(MAX_WORDS * 3)).length, MAX_WORDS);
});

Deno.test("a text's signature is the one stored for it before: stored reports keep comparing", () => {
  // Computed by the first implementation (ADR 0124); signatures in the database are compared with
  // new ones, so a faster hashing must give the very same values.
  const text = "The Information Commissioner's Office has fined Brightway Energy Ltd £1.2 million.";
  assert.deepEqual(
    Array.from(reportSignature("ICO fines Brightway Energy", text).slice(0, 4)),
    [571076489, 110349449, 37760295, 35001045],
  );
  assert.equal(fnv1a("a b"), 279181810);
});
