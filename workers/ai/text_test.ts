import assert from "node:assert/strict";
import {
  contentStems,
  countWords,
  headOf,
  MAX_ANALYSED_CHARS,
  splitSentences,
  stem,
  tokenize,
  truncateWords,
} from "./text.ts";

Deno.test("sentences split at end punctuation but not after abbreviations or initials", () => {
  assert.deepEqual(
    splitSentences(
      "The U.S. Department of Labor issued a rule. It applies from Jan. 1, 2027 under Art. 5. " +
        "See e.g. the guidance. J. Smith agreed! Really? Yes.",
    ),
    [
      "The U.S. Department of Labor issued a rule.",
      "It applies from Jan. 1, 2027 under Art. 5.",
      "See e.g. the guidance.",
      "J. Smith agreed!",
      "Really?",
      "Yes.",
    ],
  );
});

Deno.test("a blank line ends a sentence even without punctuation", () => {
  assert.deepEqual(splitSentences("Heading without stop\n\nBody text.\n"), [
    "Heading without stop",
    "Body text.",
  ]);
  assert.deepEqual(splitSentences("  \n "), []);
});

Deno.test("tokens are lower-case words; '&' reads as 'and'; possessives drop", () => {
  assert.deepEqual(tokenize("Ofcom's Online-Safety & AI rules (2025)"), [
    "ofcom",
    "online",
    "safety",
    "and",
    "ai",
    "rules",
    "2025",
  ]);
});

Deno.test("the stemmer folds plurals only", () => {
  assert.equal(stem("employers"), "employer");
  assert.equal(stem("agencies"), "agency");
  assert.equal(stem("taxes"), "tax");
  assert.equal(stem("business"), "business");
  assert.equal(stem("status"), "status");
  assert.equal(stem("analysis"), "analysis");
  assert.equal(stem("reporting"), "reporting");
});

Deno.test("content stems drop stopwords and single letters", () => {
  assert.deepEqual(contentStems("The employers must file a return"), [
    "employer",
    "file",
    "return",
  ]);
});

Deno.test("truncation keeps whole words, prefers a late clause boundary, adds an ellipsis", () => {
  assert.equal(truncateWords("one two three", 5), "one two three");
  assert.equal(truncateWords("a b c d e f g h i j", 4), "a b c d…");
  assert.equal(truncateWords("a b c d e, f g h i j", 6), "a b c d e…");
  assert.equal(countWords(truncateWords("x ".repeat(100), 60)), 60);
});

Deno.test("only the head of a very long text is analysed, cut at a space", () => {
  const head = headOf("word ".repeat(10_000));
  assert.ok(head.length <= MAX_ANALYSED_CHARS);
  assert.ok(head.endsWith("word"));
  assert.equal(headOf("short text"), "short text");
});
