import assert from "node:assert/strict";
import type { ChildNode, Element } from "domhandler";
import { buildHtmlTree, MAX_DEPTH, MAX_ELEMENTS } from "./html_tree.ts";

/** The tree as nested tag names, text as "#text". */
function shape(nodes: readonly ChildNode[]): unknown[] {
  return nodes.map((node) =>
    node.type === "text"
      ? node.data
      : "name" in node
      ? { [node.name]: shape((node as Element).children) }
      : node.type
  );
}

Deno.test("the tree follows HTML's void elements and implied end tags", () => {
  const { document } = buildHtmlTree(
    "<ul><li>One<li>Two <br> <a href=/x>x</a></ul><p>Para<div>Block</div>",
  );
  assert.deepEqual(shape(document.children), [
    { ul: [{ li: ["One"] }, { li: ["Two ", { br: [] }, " ", { a: ["x"] }] }] },
    { p: ["Para"] },
    { div: ["Block"] },
  ]);
});

Deno.test("an end tag closes what is open inside it; a stray one is ignored", () => {
  const { document } = buildHtmlTree("<div><span><b>x</div>y</i></span>z");
  assert.deepEqual(shape(document.children), [{ div: [{ span: [{ b: ["x"] }] }] }, "yz"]);
});

Deno.test("attributes keep the first of a repeated name and decode references", () => {
  const { document } = buildHtmlTree('<a HREF="/a?x=1&amp;y=2" href="/b" class=k>t</a>');
  const a = document.children[0] as Element;
  assert.deepEqual(a.attribs, { href: "/a?x=1&y=2", class: "k" });
});

Deno.test("nesting past MAX_DEPTH adds elements without content", () => {
  const { document } = buildHtmlTree("<div>".repeat(MAX_DEPTH + 10) + "deep");
  let deepest = document.children[0] as Element;
  for (let depth = 1; depth < MAX_DEPTH; depth++) {
    deepest = deepest.children.find((c): c is Element => "name" in c)!;
  }
  // The deepest open element holds the 10 extra ones, empty, and the text after them.
  assert.deepEqual(shape(deepest.children), [...Array(10).fill({ div: [] }), "deep"]);
});

Deno.test("a page with more than MAX_ELEMENTS elements is cut", () => {
  const tree = buildHtmlTree("<i>x</i>".repeat(MAX_ELEMENTS + 5));
  assert.equal(tree.truncated, true);
  assert.equal(tree.document.children.length, MAX_ELEMENTS);
});

Deno.test("hostile markup builds in one pass: deep nesting then unmatched end tags", () => {
  // htmlparser2's Parser takes seconds on this at 400 KB; here it is one pass.
  const html = "<div>".repeat(50_000) + "</span>".repeat(50_000) + "<a href=/x>x</a>";
  const tree = buildHtmlTree(html);
  assert.equal(tree.truncated, false);
});
