import assert from "node:assert/strict";
import { readLabelledSet } from "./evaluation.ts";
import { featuresOf } from "./report_features.ts";
import { oneChangeByFacts, wordsToShare } from "./shared_facts.ts";

Deno.test("every labelled pair joined by its key facts shares a word the candidates query asks for", async () => {
  const pairs = await readLabelledSet();
  let joinedByFacts = 0;
  for (const { a, b, why } of pairs) {
    const [fa, fb] = [featuresOf(a), featuresOf(b)];
    if (oneChangeByFacts(fa, fb) === null) continue;
    joinedByFacts++;
    for (const [one, other] of [[fa, fb], [fb, fa]] as const) {
      const asked = new Set(wordsToShare(one.titleWords));
      assert.ok([...other.titleWords].some((w) => asked.has(w)), `not a candidate: ${why}`);
    }
  }
  assert.ok(joinedByFacts >= 10, `${joinedByFacts} pairs joined by facts`);
});

Deno.test("a plural in one title and the singular in the other are asked for both ways", () => {
  assert.deepEqual(
    wordsToShare(new Set(["advisers", "of", "the", "fund", "2026"])).sort(),
    ["adviser", "advisers", "fund", "funds"],
  );
  assert.deepEqual(wordsToShare(new Set(["the", "and", "of"])), []);
});
