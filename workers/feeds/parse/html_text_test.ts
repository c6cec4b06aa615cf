import assert from "node:assert/strict";
import { collapseWhitespace, htmlToText, truncateText } from "./html_text.ts";

Deno.test("tags are stripped; block tags separate words, inline tags do not", () => {
  assert.equal(
    htmlToText("<p>First</p><p>Second <b>bo</b>ld</p><br/>Third"),
    "First Second bold Third",
  );
  assert.equal(htmlToText('<a href="/x" title="a">link</a>text'), "linktext");
});

Deno.test("script, style and comments vanish with their content, even unclosed", () => {
  assert.equal(
    htmlToText("A<script>alert('x')</script>B<style>p{}</style>C<!-- note -->D"),
    "ABCD",
  );
  assert.equal(htmlToText("Safe <SCRIPT type=x>steal()</Script > end"), "Safe end");
  assert.equal(htmlToText("Before <script>never closed"), "Before");
});

Deno.test("entities are decoded after tags are stripped, so escaped markup stays text", () => {
  assert.equal(
    htmlToText("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more"),
    "<script>alert(1)</script> & more",
  );
  assert.equal(htmlToText("R&egrave;glement&nbsp;n&#176;&#x20;5"), "Règlement n° 5");
});

Deno.test("whitespace collapses and control characters go", () => {
  assert.equal(htmlToText("  a \n\t b\u0007c  "), "a b c");
  assert.equal(collapseWhitespace("x\r\n\r\ny"), "x y");
  assert.equal(collapseWhitespace("a\u00a0b\tc\u0000d e  \u2028f"), "a b c d e f");
});

Deno.test("stray angle brackets are text, and CDATA is kept as text", () => {
  assert.equal(htmlToText("5 < 6 and 7 > 3"), "5 < 6 and 7 > 3");
  assert.equal(htmlToText("a <3 b"), "a <3 b");
  assert.equal(htmlToText("x<![CDATA[<b>y</b>]]>z"), "x<b>y</b>z");
});

Deno.test("a tag cut off by the end of the text is dropped, even a long run of them", () => {
  // What a description of "&lt;script" repeated becomes once its XML escaping is undone.
  assert.equal(htmlToText(`Lead text <script${"<script".repeat(20_000)}`), "Lead text");
  assert.equal(htmlToText(`Lead text ${"<script x".repeat(20_000)}`), "Lead text");
  assert.equal(htmlToText(`Lead text ${"<a".repeat(20_000)}`), "Lead text");
});

Deno.test("hostile markup still gives the text a reader would see", () => {
  const escaped = "&lt;script".repeat(1000);
  assert.equal(htmlToText(escaped), "<script".repeat(1000));
  const deep = `${"<div><b>".repeat(50_000)}Deep text${"</b></div>".repeat(50_000)}`;
  assert.equal(htmlToText(deep), "Deep text");
  assert.equal(htmlToText(`${"</x></p>".repeat(20_000)}end`), "end");
  assert.equal(htmlToText(`a<p ${'x="1" '.repeat(20_000)}>b`), "a b");
  assert.equal(htmlToText(`${"&amp;".repeat(20_000)}`), "&".repeat(20_000));
  assert.equal(htmlToText(`a <!-- ${"<!--".repeat(20_000)}`), "a");
  assert.equal(htmlToText(`a${"<svg>".repeat(1000)}hidden${"</svg>".repeat(1000)}b`), "ab");
});

Deno.test("truncateText cuts at a word boundary and marks the cut", () => {
  assert.equal(truncateText("short", 10), "short");
  assert.equal(truncateText("The Finance Act amends the tax code", 20), "The Finance Act…");
  assert.ok(truncateText("x".repeat(50), 20).length <= 20);
});
