import assert from "node:assert/strict";
import { parseTermsText, termsToText } from "./terms_text.ts";

Deno.test("terms are read from commas and new lines, blanks dropped", () => {
  assert.deepEqual(parseTermsText(" act, bill ,\n decree\n\n, ,law"), [
    "act",
    "bill",
    "decree",
    "law",
  ]);
  assert.deepEqual(parseTermsText("  "), []);
});

Deno.test("the editor starts from the terms joined by commas", () => {
  assert.equal(termsToText(["act", "data protection"]), "act, data protection");
  assert.deepEqual(parseTermsText(termsToText(["act", "data protection"])), [
    "act",
    "data protection",
  ]);
});
