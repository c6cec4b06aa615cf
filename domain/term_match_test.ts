import assert from "node:assert/strict";
import { foldText, foundIn, termKeyWord, termsRegex, textWords } from "./term_match.ts";

const TRICKY = "Dosage in µg; the STRASSE, İSTANBUL, Geſetz (ΝΌΜΟΣ) and the Re\u0301forme-Act.";

Deno.test("the word lookup and the regex agree on every one-word term (one folding)", () => {
  const words = textWords(TRICKY);
  for (
    const term of ["μg", "straße", "Strasse", "istanbul", "gesetz", "νόμος", "réforme", "act"]
  ) {
    assert.ok(words.has(termKeyWord(term)!), `${term} among the words`);
    assert.ok(foundIn(termsRegex([term])!, [TRICKY]), `${term} found by the regex`);
  }
  for (const term of ["nomos", "reforme", "stras", "istanbu"]) {
    assert.ok(!words.has(termKeyWord(term)!), `${term} not among the words`);
    assert.ok(!foundIn(termsRegex([term])!, [TRICKY]), `${term} not found by the regex`);
  }
});

Deno.test("folding is idempotent and leaves ASCII as lower case", () => {
  for (const text of [TRICKY, "STRAẞE", "ΐ", "ﬁle", "Hello, World"]) {
    assert.equal(foldText(foldText(text)), foldText(text));
  }
  assert.equal(foldText("The ACT, 2026"), "the act, 2026");
});
