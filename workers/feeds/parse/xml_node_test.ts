import assert from "node:assert/strict";
import { asArray, atomAlternates, attr, markupToText, textOf, unescapeXml } from "./xml_node.ts";

Deno.test("textOf reads strings, text nodes with attributes and nested elements", () => {
  assert.equal(textOf("plain"), "plain");
  assert.equal(textOf({ "#text": "guid-1", "@_isPermaLink": "false" }), "guid-1");
  assert.equal(textOf(["first", "second"]), "first");
  assert.equal(textOf({ div: { b: "A", "#text": "b" }, "@_type": "xhtml" }), "A b");
  assert.equal(textOf(undefined), "");
  assert.equal(textOf(42), "42");
});

Deno.test("attr and asArray", () => {
  assert.equal(attr({ "@_href": "/x" }, "href"), "/x");
  assert.equal(attr([{ "@_href": "/first" }, { "@_href": "/second" }], "href"), "/first");
  assert.equal(attr("text", "href"), undefined);
  assert.deepEqual(asArray(undefined), []);
  assert.deepEqual(asArray("a"), ["a"]);
});

Deno.test("atomAlternates keeps rel=alternate and links without rel", () => {
  const links = [
    { "@_rel": "self", "@_href": "/self" },
    { "@_href": "/plain" },
    { "@_rel": "alternate", "@_href": "/alt" },
  ];
  assert.deepEqual(atomAlternates(links), ["/plain", "/alt"]);
});

Deno.test("unescapeXml decodes outside CDATA and keeps CDATA verbatim", () => {
  assert.equal(unescapeXml("&lt;p&gt;a &amp;amp; b&lt;/p&gt;"), "<p>a &amp; b</p>");
  assert.equal(unescapeXml("x &lt;<![CDATA[<b>&amp;</b>]]> y"), "x <<b>&amp;</b> y");
  assert.equal(unescapeXml("<![CDATA[never closed"), "never closed");
});

Deno.test("markupToText reads escaped HTML and XHTML markup", () => {
  assert.equal(
    markupToText({ value: "&lt;p&gt;A &amp;amp; B&lt;/p&gt;", kind: "escaped" }),
    "A & B",
  );
  assert.equal(
    markupToText({
      value: { "#text": "<div><p>X &amp; Y</p></div>", "@_type": "xhtml" },
      kind: "markup",
    }),
    "X & Y",
  );
  assert.equal(markupToText({ value: { "@_type": "html" }, kind: "escaped" }), "");
});
