import assert from "node:assert/strict";
import { type HtmlHandler, scanHtml } from "./html_scan.ts";

/** The scan as a list of events: "text", "<name>" (with attributes), "</name>". */
function events(html: string, attributesOf?: ReadonlySet<string>): string[] {
  const seen: string[] = [];
  const handler: HtmlHandler = {
    text: (text) => void seen.push(text),
    openTag: (name, attributes) =>
      void seen.push(attributes ? `<${name} ${JSON.stringify([...attributes])}>` : `<${name}>`),
    closeTag: (name) => void seen.push(`</${name}>`),
  };
  scanHtml(html, handler, { attributesOf });
  return seen;
}

Deno.test("text, tags (lower-cased) and decoded references come in document order", () => {
  assert.deepEqual(events("a<B class=x>b&amp;c</B>"), ["a", "<b>", "b", "&", "c", "</b>"]);
});

Deno.test("script content is raw text up to its end tag, whatever it contains", () => {
  assert.deepEqual(events("<script>if (a<b) x('</p>')</script>t"), [
    "<script>",
    "if (a<b) x('</p>')",
    "</script>",
    "t",
  ]);
});

Deno.test("attributes are read only for the tags asked, with references decoded", () => {
  const html = `<meta property="og:title" content="A &amp; B"><p id=x>`;
  assert.deepEqual(events(html, new Set(["meta"])), [
    `<meta [["property","og:title"],["content","A & B"]]>`,
    "<p>",
  ]);
});

Deno.test("a tag cut off by the end of the input is dropped, as browsers do", () => {
  assert.deepEqual(events("text <script x"), ["text "]);
  assert.deepEqual(events("text <script<script<script"), ["text "]);
});

Deno.test("comments and doctypes are skipped; closed CDATA is text", () => {
  assert.deepEqual(events("<!DOCTYPE html><!-- c -->a<![CDATA[<b>]]>"), ["a", "<b>"]);
});
