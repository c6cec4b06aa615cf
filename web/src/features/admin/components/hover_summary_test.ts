import assert from "node:assert/strict";
import { GENERIC_SUMMARY } from "../strings.ts";
import { firstSentences, hoverSummary } from "./hover_summary.ts";

Deno.test("an AI summary longer than 20 characters is shown", () => {
  const aiSummary = "A summary of 21 chars";
  assert.equal(aiSummary.length, 21);
  assert.equal(hoverSummary({ aiSummary, content: "Other. Text." }), aiSummary);
});

Deno.test("a summary of 20 characters or less gives way to two sentences of content", () => {
  const aiSummary = "Exactly twenty chars";
  assert.equal(aiSummary.length, 20);
  assert.equal(
    hoverSummary({ aiSummary, content: "First one.  Second one!\nThird one? Fourth." }),
    "First one. Second one!",
  );
});

Deno.test("without summary or content the generic sentence is shown", () => {
  assert.equal(hoverSummary({ aiSummary: null, content: "   " }), GENERIC_SUMMARY);
});

Deno.test("content without sentence punctuation is taken whole", () => {
  assert.equal(firstSentences("No full stop here", 2), "No full stop here");
  assert.equal(
    firstSentences('He said "stop." Then left. Later.', 2),
    'He said "stop." Then left.',
  );
});
