import assert from "node:assert/strict";
import type { ParseFeedOptions, RawItem } from "./feed_types.ts";
import { readItems } from "./document_items.ts";
import { buildItem } from "./item.ts";

const ctx: ParseFeedOptions = {
  feedUrl: "https://gov.example/feed.xml",
  fetchedAt: new Date("2024-06-01T00:00:00Z"),
};
const raw = (over: Partial<RawItem>): RawItem => ({
  titles: ["Finance Act"],
  links: ["/acts/1"],
  dates: [],
  base: "https://gov.example/feeds/",
  ...over,
});

Deno.test("the first usable link wins and resolves against the item's base", () => {
  const item = buildItem(raw({ links: ["javascript:x()", "", "/acts/1"] }), ctx);
  assert.equal(item.link, "https://gov.example/acts/1");
  assert.equal(item.guid, null);
});

Deno.test("an absolute link is kept as written; only the dedupe key normalises", () => {
  const written = "HTTPS://Gov.Example:443/Acts/1/?utm_source=rss#part-2";
  assert.equal(buildItem(raw({ links: [` ${written}\n`] }), ctx).link, written);
  assert.equal(
    buildItem(raw({ links: ["https://gov.example/a\n/b"] }), ctx).link,
    "https://gov.example/a/b",
  );
});

Deno.test("an item without an http(s) link is kept with link null", () => {
  const item = buildItem(raw({ links: ["mailto:a@b.example"], guid: "urn:uuid:1" }), ctx);
  assert.equal(item.link, null);
  assert.equal(item.guid, "urn:uuid:1");
  assert.equal(item.title, "Finance Act");
  assert.equal(
    readItems([raw({ links: [] }), raw({})], { ...ctx, rawOf: (r) => r }).items.length,
    2,
  );
});

Deno.test("titles are plain text; a missing title comes from the summary, else the link", () => {
  assert.equal(buildItem(raw({ titles: ["Bill &amp; <i>notes</i>"] }), ctx).title, "Bill & notes");
  const fromSummary = buildItem(
    raw({
      titles: [undefined],
      summaries: [{ value: "&lt;p&gt;Decree 4 text&lt;/p&gt;", kind: "escaped" }],
    }),
    ctx,
  );
  assert.equal(fromSummary.title, "Decree 4 text");
  assert.equal(buildItem(raw({ titles: [""] }), ctx).title, "https://gov.example/acts/1");
  assert.equal(buildItem(raw({ titles: ["", "DC title"] }), ctx).title, "DC title");
  assert.equal(buildItem(raw({ titles: ["a < b"], titleKind: "text" }), ctx).title, "a < b");
});

Deno.test("an undated item takes a copy of the fetch time and says why", () => {
  const unreadable = buildItem(raw({ dates: ["not a date"] }), ctx);
  assert.equal(unreadable.publishedAt.getTime(), ctx.fetchedAt.getTime());
  assert.notEqual(unreadable.publishedAt, ctx.fetchedAt);
  assert.equal(unreadable.dateFallback, "unreadable");
  assert.equal(buildItem(raw({ dates: ["", " "] }), ctx).dateFallback, "missing");
  const dated = buildItem(raw({ dates: ["", "someday", "2024-03-05T10:00:00Z"] }), ctx);
  assert.equal(dated.publishedAt.toISOString(), "2024-03-05T10:00:00.000Z");
  assert.equal(dated.dateFallback, undefined);
});

Deno.test("content falls back to the description, the summary to the content's start", () => {
  const long = "word ".repeat(300);
  const item = buildItem(raw({ content: { value: long, kind: "escaped" } }), ctx);
  assert.equal(item.content, long.trim());
  assert.ok(item.summary.length <= 500);
  const described = buildItem(raw({ summaries: [{ value: "Short", kind: "escaped" }] }), ctx);
  assert.equal(described.content, "Short");
  const plain = buildItem(raw({ content: { value: "x <y> &amp; z", kind: "text" } }), ctx);
  assert.equal(plain.content, "x <y> &amp; z");
});
