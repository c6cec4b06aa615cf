import assert from "node:assert/strict";
import { FeedParseError, MAX_ITEMS_PER_DOCUMENT } from "../parse/feed_types.ts";
import { MAX_ELEMENTS } from "../parse/html_tree.ts";
import { parseWebPage } from "./web_page.ts";

const fetchedAt = new Date("2024-06-01T00:00:00Z");
const options = {
  feedUrl: "https://conduct.example.gov/notices",
  fetchedAt,
  contentType: "text/html; charset=utf-8",
  selector: "ul.results h3",
};
const fixture = Deno.readFileSync(new URL("../testdata/web_page.html", import.meta.url));
const bytes = (text: string) => new TextEncoder().encode(text);

Deno.test("a web page's items are the links the selector picks, titled by their text", () => {
  const feed = parseWebPage(fixture, options);
  assert.equal(feed.title, "Notices | Financial Conduct Office");
  assert.deepEqual(feed.items.map((i) => [i.title, i.link]), [
    // Relative links resolve against <base href>; a link seen twice is one item.
    ["Consumer Credit Regulations 2024", "https://conduct.example.gov/news/2024/ccr"],
    // Absolute links as written.
    ["Decision 17 & reasons", "https://other.example.gov/decisions/17?utm_source=fco"],
    ["Script link", null],
    ["Buy-now-pay-later rules", "https://conduct.example.gov/news/2024/bnpl"], // the image's alt
  ]);
  // A page gives no dates: an item's date is when its link is first seen, i.e. now.
  assert.ok(feed.items.every((i) => i.publishedAt.getTime() === fetchedAt.getTime()));
  assert.ok(feed.items.every((i) => i.dateFallback === "missing" && i.guid === null));
});

Deno.test("the selector may pick the links themselves", () => {
  const feed = parseWebPage(fixture, { ...options, selector: "nav a, footer a" });
  assert.deepEqual(feed.items.map((i) => i.title), ["Home", "Rules", "Privacy"]);
});

Deno.test("no selector, or one that does not compile, is a FeedParseError", () => {
  for (const selector of [undefined, " ", "ul[", "a::before", ":nosuchpseudo"]) {
    assert.throws(
      () => parseWebPage(fixture, { ...options, selector }),
      (err: unknown) => err instanceof FeedParseError && /^feeds\/web-page: /.test(err.message),
      String(selector),
    );
  }
});

Deno.test("a huge page is read up to its element cap", () => {
  const links = Array.from({ length: MAX_ELEMENTS + 10 }, (_, i) => `<a href="/n/${i}">N${i}</a>`);
  const feed = parseWebPage(bytes(links.join("")), { ...options, selector: "a" });
  // The tree holds MAX_ELEMENTS links; the first MAX_ITEMS_PER_DOCUMENT are read.
  assert.equal(feed.items.length + feed.itemsOverCap, MAX_ELEMENTS);
  assert.equal(feed.items.length, MAX_ITEMS_PER_DOCUMENT);
});

Deno.test("hostile nesting cannot make the selection run away", () => {
  // 50,000 nested links each asking for a descendant walk: stopped by the step budget or
  // the per-match bound, never quadratic.
  const html = '<a href="/x"><b>'.repeat(50_000);
  try {
    const feed = parseWebPage(bytes(html), { ...options, selector: "b a, a" });
    assert.ok(feed.items.length <= 1);
  } catch (err) {
    assert.ok(err instanceof FeedParseError, String(err));
    assert.match(err.message, /the selector needs more than/);
  }
});

Deno.test("links without an http(s) address or text are dropped and counted", () => {
  const page = `<ul class="results"><li><h3><a href="javascript:void(0)"></a></h3></li>` +
    `<li><h3><a href="mailto:x@y.example">Write to us</a></h3></li>` +
    `<li><h3><a href="/n/1"></a></h3></li></ul>`;
  const feed = parseWebPage(bytes(page), options);
  assert.deepEqual(feed.items.map((i) => [i.title, i.link]), [
    ["Write to us", null],
    ["https://conduct.example.gov/n/1", "https://conduct.example.gov/n/1"],
  ]);
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [1, 0]);
});

Deno.test("a page gives at most 5,000 items; the matches after them are counted", () => {
  const links = Array.from({ length: 5_003 }, (_, i) => `<h3><a href="/n/${i}">N ${i}</a></h3>`);
  const feed = parseWebPage(bytes(`<ul class="results">${links.join("")}</ul>`), options);
  assert.equal(feed.items.length, MAX_ITEMS_PER_DOCUMENT);
  assert.equal(feed.items.at(-1)?.title, "N 4999");
  assert.equal(feed.itemsOverCap, 3);
});
