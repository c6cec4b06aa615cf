import assert from "node:assert/strict";
import type { AdapterContext, RawItem } from "./feed_types.ts";
import { buildItem, buildItems } from "./item.ts";

const ctx: AdapterContext = {
  feedUrl: "https://gov.example/feed.xml",
  fetchedAt: new Date("2024-06-01T00:00:00Z"),
  names: { contentEncoded: "content:encoded", dcDate: "dc:date", atomLink: "atom:link" },
};
const raw = (over: Partial<RawItem>): RawItem => ({
  title: "Finance Act",
  links: ["/acts/1"],
  base: "https://gov.example/feeds/",
  ...over,
});

Deno.test("the first usable link wins and resolves against the item's base", () => {
  const item = buildItem(raw({ links: ["javascript:x()", "", "/acts/1"] }), ctx);
  assert.equal(item?.link, "https://gov.example/acts/1");
  assert.equal(item?.guid, item?.link);
});

Deno.test("an item without an http(s) link is left out", () => {
  assert.equal(buildItem(raw({ links: ["mailto:a@b.example"] }), ctx), null);
  assert.equal(buildItems([raw({ links: [] }), raw({})], ctx).length, 1);
});

Deno.test("titles are plain text; a missing title comes from the summary, else the link", () => {
  assert.equal(buildItem(raw({ title: "Bill &amp; <i>notes</i>" }), ctx)?.title, "Bill & notes");
  const fromSummary = buildItem(
    raw({
      title: undefined,
      summary: { value: "&lt;p&gt;Decree 4 text&lt;/p&gt;", kind: "escaped" },
    }),
    ctx,
  );
  assert.equal(fromSummary?.title, "Decree 4 text");
  assert.equal(buildItem(raw({ title: "" }), ctx)?.title, "https://gov.example/acts/1");
});

Deno.test("an undated item takes a copy of the fetch time", () => {
  const item = buildItem(raw({ date: "not a date" }), ctx);
  assert.equal(item?.publishedAt.getTime(), ctx.fetchedAt.getTime());
  assert.notEqual(item?.publishedAt, ctx.fetchedAt);
});

Deno.test("content falls back to the description, the summary to the content's start", () => {
  const long = "word ".repeat(300);
  const item = buildItem(raw({ content: { value: long, kind: "escaped" } }), ctx);
  assert.equal(item?.content, long.trim());
  assert.ok((item?.summary.length ?? 0) <= 500);
  const described = buildItem(raw({ summary: { value: "Short", kind: "escaped" } }), ctx);
  assert.equal(described?.content, "Short");
});
