import assert from "node:assert/strict";
import { codePointText, decodeEntities, namedEntity } from "./html_entities.ts";

Deno.test("named, decimal and hex references are decoded", () => {
  assert.equal(
    decodeEntities("Caf&eacute; &amp; &#8220;Loi&#x201D; &nbsp;&euro;5"),
    "Café & “Loi” \u00a0€5",
  );
});

Deno.test("unknown names and text without references are left alone", () => {
  assert.equal(decodeEntities("&unknown; & AT&T"), "&unknown; & AT&T");
  const plain = "no references here";
  assert.equal(decodeEntities(plain), plain);
});

Deno.test("numeric references are read as browsers read them", () => {
  assert.equal(codePointText(0x96), "–"); // windows-1252 en dash
  assert.equal(codePointText(0), "\ufffd");
  assert.equal(codePointText(0xd800), "\ufffd");
  assert.equal(codePointText(0x110000), "\ufffd");
  assert.equal(codePointText(7), ""); // control characters vanish
  assert.equal(namedEntity("AMP"), "&");
});
