import assert from "node:assert/strict";
import { ANY_WORD, matchWordsOf, PreparedText } from "./alert_rule.ts";

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
  assert.ok(text("Réforme du code").matches(["re\u0301forme"]));
  assert.ok(text("Änderung des Gesetzes").matches(["änderung"]));
  assert.ok(!text("Reforme du code").matches(["réforme"]), "accents still count");
});

Deno.test("one full case folding: ß and SS, İ and I, µ and μ, ſ and s, final sigma", () => {
  assert.ok(text("Straße gesperrt").matches(["STRASSE"]));
  assert.ok(text("STRASSE gesperrt").matches(["straße"]));
  assert.ok(text("STRAẞE gesperrt").matches(["Strasse gesperrt"]));
  assert.ok(text("Neue Regeln für İSTANBUL").matches(["Istanbul"]));
  assert.ok(text("istanbul port").matches(["İstanbul"]));
  assert.ok(text("Dosage in µg per day").matches(["μg"])); // micro sign and Greek mu
  assert.ok(text("Das neue Geſetz").matches(["gesetz"]));
  assert.ok(text("ΝΌΜΟΣ για τα δεδομένα").matches(["νόμος"]));
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
