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

Deno.test("demo texts split into whole sentences; decimals and abbreviations do not split", () => {
  // db/seed/demo_items_data.ts, the Safeguard Mechanism notice, its deadline filled in.
  assert.deepEqual(
    splitSentences(
      "Facilities covered by the Safeguard Mechanism, those emitting more than 100,000 tonnes of " +
        "carbon dioxide equivalent a year, must keep net emissions below baselines that decline " +
        "by 4.9 percent each year to 2030. Facilities that exceed their baseline must surrender " +
        "Australian carbon credit units or safeguard mechanism credits. Annual reports are due " +
        "by 1 March 2027.",
    ),
    [
      "Facilities covered by the Safeguard Mechanism, those emitting more than 100,000 tonnes of " +
      "carbon dioxide equivalent a year, must keep net emissions below baselines that decline " +
      "by 4.9 percent each year to 2030.",
      "Facilities that exceed their baseline must surrender Australian carbon credit units or " +
      "safeguard mechanism credits.",
      "Annual reports are due by 1 March 2027.",
    ],
  );
  // The follow-up "commencement confirmed": the date ends the first sentence, not a fragment.
  assert.deepEqual(
    splitSentences(
      "The commencement date for the rule has been confirmed as 1 December 2029. No further " +
        "transitional relief will be granted. See No. 3 of Art. 5, e.g. The annex, at 1.5 times " +
        "the rate (i.e. Sec. 2).",
    ),
    [
      "The commencement date for the rule has been confirmed as 1 December 2029.",
      "No further transitional relief will be granted.",
      "See No. 3 of Art. 5, e.g. The annex, at 1.5 times the rate (i.e. Sec. 2).",
    ],
  );
});

Deno.test("quotes and brackets stay with their sentence; runs of stops end it once", () => {
  assert.deepEqual(splitSentences('He said "comply now." (Then stop.) What?! "Yes..." Done'), [
    'He said "comply now."',
    "(Then stop.)",
    "What?!",
    '"Yes..."',
    "Done",
  ]);
  assert.deepEqual(splitSentences("Line one\r\n \r\nLine two.\n\t\nThree"), [
    "Line one",
    "Line two.",
    "Three",
  ]);
});

Deno.test("hostile text: long runs of stops, spaces and blank lines split in one pass", () => {
  // A backtracking pattern took quadratic time on each of these; the scan is linear.
  const stops = `a${".".repeat(200_000)}x`;
  assert.deepEqual(splitSentences(stops), [stops]);
  const spaced = `a.${" ".repeat(200_000)}b`;
  assert.deepEqual(splitSentences(spaced), ["a. b"]);
  assert.equal(splitSentences("A.\n \n".repeat(50_000)).length, 50_000);
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
