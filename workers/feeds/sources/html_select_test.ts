import assert from "node:assert/strict";
import { FeedParseError } from "../parse/feed_types.ts";
import { buildHtmlTree } from "../parse/html_tree.ts";
import { selectElements } from "./html_select.ts";

const root = (html: string) => buildHtmlTree(html).document.children;

Deno.test("selectors pick elements in document order", () => {
  const page = root(
    '<ul class="n"><li><a href="/1">1</a><li><a href="/2">2</a></ul><a href="/3">3</a>',
  );
  assert.deepEqual(selectElements(page, "ul.n a").map((a) => a.attribs.href), ["/1", "/2"]);
  assert.deepEqual(selectElements(page, "li:nth-child(2) a, a[href='/3']").length, 2);
});

Deno.test("a selection over its step budget stops with an error", () => {
  // :nth-child reads all siblings of each candidate: 60,000 siblings make it quadratic.
  const page = root("<li>x</li>".repeat(60_000));
  assert.throws(
    () => selectElements(page, "li:nth-last-child(2n)"),
    (err: unknown) =>
      err instanceof FeedParseError &&
      /^feeds\/web-page: the selector needs more than \d+ steps on this page$/.test(err.message),
  );
});

Deno.test("an invalid selector is a FeedParseError saying why", () => {
  assert.throws(() => selectElements(root("<a>"), "a[href"), {
    name: "FeedParseError",
    message: /^feeds\/web-page: invalid selector \(/,
  });
});
