import assert from "node:assert/strict";
import type { FeedItem } from "./parse/feed_types.ts";
import { compileTerms, MATCH_ALL, type TermMatcher } from "./filter.ts";
import { itemsToUpdates, MAX_CONTENT, MAX_TITLE } from "./to_updates.ts";

const date = new Date("2024-03-01T12:00:00Z");
function item(overrides: Partial<FeedItem>): FeedItem {
  return {
    title: "Finance Act 2024",
    link: "https://example.gov/a",
    guid: "a",
    publishedAt: date,
    author: "",
    summary: "summary text",
    content: "",
    ...overrides,
  };
}

Deno.test("matching items become updates of the source with their dedupe key", async () => {
  const rows = await itemsToUpdates(
    [
      item({ link: "https://Example.gov/a/?utm_source=x#top", content: "full text" }),
      item({ title: "Weekly calendar", link: "https://example.gov/b" }),
    ],
    compileTerms(["act"]),
    { id: 7, jurisdictionId: 3 },
  );
  assert.deepEqual(rows, [{
    title: "Finance Act 2024",
    content: "full text",
    sourceUrl: "https://Example.gov/a/?utm_source=x#top",
    sourceUrlKey: "https://example.gov/a",
    publishDate: date,
    jurisdictionId: 3,
    rssSourceId: 7,
  }]);
});

Deno.test("content falls back to the summary", async () => {
  const [row] = await itemsToUpdates([item({ content: "" })], MATCH_ALL, {
    id: 1,
    jurisdictionId: 1,
  });
  assert.equal(row?.content, "summary text");
});

Deno.test("items without a link are not stored", async () => {
  const rows = await itemsToUpdates(
    [item({ link: null, guid: "urn:x:1" }), item({ link: "https://example.gov/b" })],
    MATCH_ALL,
    { id: 1, jurisdictionId: 1 },
  );
  assert.deepEqual(rows.map((r) => r.sourceUrl), ["https://example.gov/b"]);
});

Deno.test("items sharing a normalised link are stored once", async () => {
  const rows = await itemsToUpdates(
    [item({ link: "https://example.gov/a" }), item({ link: "https://example.gov/a/" })],
    MATCH_ALL,
    { id: 1, jurisdictionId: 1 },
  );
  assert.equal(rows.length, 1);
});

Deno.test("over-long titles and contents are cut", async () => {
  const [row] = await itemsToUpdates(
    [item({ title: "Act ".repeat(300), content: "word ".repeat(10_000) })],
    MATCH_ALL,
    { id: 1, jurisdictionId: 1 },
  );
  assert.ok(row && row.title.length <= MAX_TITLE && row.content.length <= MAX_CONTENT);
});

Deno.test("filtering thousands of long items lets timers run between items", async () => {
  let ticks = 0;
  const ticksAtItem: number[] = [];
  const filter = compileTerms(["Act"]);
  const matcher: TermMatcher = (candidate) => {
    ticksAtItem.push(ticks);
    return filter(candidate);
  };
  // The term comes last, so that the whole summary is searched.
  const summary = `${"The regulation amends reporting duties. ".repeat(400)} Act`;
  const items = Array.from(
    { length: 10_000 },
    (_, i) => item({ title: "Notice", summary, link: `https://example.gov/${i}` }),
  );
  const timer = setInterval(() => ticks++, 0);
  let rows;
  try {
    rows = await itemsToUpdates(items, matcher, { id: 1, jurisdictionId: 2 });
  } finally {
    clearInterval(timer);
  }
  assert.equal(rows.length, 10_000);
  assert.ok(ticksAtItem.at(-1)! > ticksAtItem[0]!, "no timer fired while items were filtered");
});
