import assert from "node:assert/strict";
import { ANY_WORD, matchWordsOf, PreparedText } from "./match.ts";

const text = (title: string, summary: string | null = null, content = "") =>
  new PreparedText({ title, summary, content });

Deno.test("keywords match whole words, ignoring case, in title, summary or content", () => {
  assert.ok(text("The Privacy Act").matches(["act"]));
  assert.ok(text("A new ACT, finally").matches(["act"]));
  assert.ok(!text("Contract law reform").matches(["act"]));
  assert.ok(!text("Actors' union").matches(["act"]));
  assert.ok(text("Title", "The summary mentions GDPR.").matches(["gdpr"]));
  assert.ok(
    text("Title", null, "Deep in the content: whistleblower rules").matches(["Whistleblower"]),
  );
  assert.ok(!text("Title", null, "whistleblowers").matches(["whistleblower"]));
});

Deno.test("a phrase matches across any run of blanks; any keyword is enough; none means any", () => {
  assert.ok(text("After a data\n  breach").matches(["Data Breach"]));
  assert.ok(!text("data-breach").matches(["data breach"]));
  assert.ok(text("Tax reform").matches(["privacy", "tax"]));
  assert.ok(text("Anything at all").matches([]));
});

Deno.test("non-ASCII words match in any normalisation form", () => {
  const decomposed = "Re\u0301forme du code du travail"; // "é" as e + combining accent
  assert.ok(text(decomposed).matches(["réforme"]));
  assert.ok(!text("Straße gesperrt").matches(["STRASSE"])); // no full case folding
  assert.ok(text("Änderung des Gesetzes").matches(["änderung"]));
});

Deno.test("the prefilter words are each keyword's first word, or '*' for any text", () => {
  assert.deepEqual(matchWordsOf([]), [ANY_WORD]);
  assert.deepEqual(matchWordsOf(["Data breach", "GDPR", "data protection"]), ["data", "gdpr"]);
  assert.deepEqual(matchWordsOf(["++"]), [ANY_WORD]);
  // An update offers its words: a keyword's first word is among them whenever it matches.
  const update = text("After a data breach");
  assert.ok(update.prefilterWords().includes("data"));
  assert.ok(update.prefilterWords().includes(ANY_WORD));
});
