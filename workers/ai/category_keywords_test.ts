import assert from "node:assert/strict";
import { CATEGORIES } from "../../domain/categories.ts";
import { CATEGORY_KEYWORDS, termsOf } from "./category_keywords.ts";

Deno.test("every category has a vocabulary of plain lower-case terms", () => {
  for (const category of CATEGORIES) {
    const terms = [1, 2, 3].flatMap((w) => termsOf(CATEGORY_KEYWORDS[category][w as 1 | 2 | 3]));
    assert.ok(terms.length >= 20, `${category} has ${terms.length} terms`);
    for (const term of terms) {
      assert.match(term, /^[a-z0-9][a-z0-9 ]*\*?$/, `${category}: '${term}'`);
    }
  }
});

Deno.test("no term is listed twice within a category", () => {
  for (const category of CATEGORIES) {
    const terms = [1, 2, 3].flatMap((w) => termsOf(CATEGORY_KEYWORDS[category][w as 1 | 2 | 3]));
    const seen = new Set<string>();
    for (const term of terms) {
      assert.ok(!seen.has(term), `${category}: '${term}' twice`);
      seen.add(term);
    }
  }
});

Deno.test("terms are split on commas and trimmed, across line breaks", () => {
  assert.deepEqual(termsOf("\n  real\n  estate, tax ,,\n"), ["real\n  estate", "tax"]);
});
