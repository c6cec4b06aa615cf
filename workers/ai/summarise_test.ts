import assert from "node:assert/strict";
import { scoreSentences, summarise, SUMMARY_MAX_WORDS } from "./summarise.ts";
import { countWords } from "./text.ts";

const ARTICLE = [
  "The Information Commissioner has published new rules on personal data breach reporting.",
  "Controllers must report a personal data breach to the Commissioner within 72 hours.",
  "The office is located in Wilmslow.",
  "Click here to subscribe to our newsletter.",
  "Controllers that fail to report a breach face fines of up to £17.5 million.",
  "Our staff enjoyed the summer party.",
  "The rules on breach reporting apply from 1 January 2027.",
].join(" ");

Deno.test("the summary keeps at most 60 words and picks the informative sentences", () => {
  const summary = summarise("New rules on data breach reporting", ARTICLE);
  assert.ok(countWords(summary) <= SUMMARY_MAX_WORDS, summary);
  assert.match(summary, /^The Information Commissioner has published/);
  assert.match(summary, /within 72 hours/);
  assert.doesNotMatch(summary, /subscribe|summer party|Wilmslow/);
});

Deno.test("chosen sentences keep their original order", () => {
  const summary = summarise("New rules on data breach reporting", ARTICLE);
  const first = summary.indexOf("within 72 hours");
  const later = summary.indexOf("fines");
  assert.ok(later === -1 || first < later);
});

Deno.test("a first sentence over 60 words is cut cleanly with an ellipsis", () => {
  const long = Array.from({ length: 90 }, (_, i) => `capital${i % 7} rule${i}`).join(" ") + ".";
  const summary = summarise("Capital rules", long);
  assert.ok(countWords(summary) <= SUMMARY_MAX_WORDS);
  assert.ok(summary.endsWith("…"));
  assert.ok(!/\s…$/.test(summary));
});

Deno.test("empty content summarises the title", () => {
  assert.equal(summarise("  Tax  update  ", ""), "Tax update");
  assert.equal(summarise("Tax update", "   \n  "), "Tax update");
});

Deno.test("a sentence scores higher when it repeats the title's words", () => {
  const sentences = [
    "The council met on Tuesday afternoon in the town hall.",
    "The minimum wage rises to twelve pounds for all adult workers.",
  ];
  const matching = scoreSentences("Minimum wage rises", sentences)[1];
  const unrelated = scoreSentences("Council meeting held", sentences)[1];
  assert.ok(matching && unrelated && matching.score > unrelated.score);
});

Deno.test("the summary is deterministic", () => {
  assert.equal(summarise("T", ARTICLE), summarise("T", ARTICLE));
});
