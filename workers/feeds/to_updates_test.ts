import assert from "node:assert/strict";
import type { FeedItem } from "./feed_types.ts";
import { compileTerms, MATCH_ALL } from "./filter.ts";
import { itemsToUpdates, MAX_CONTENT, MAX_TITLE } from "./to_updates.ts";

const date = new Date("2024-03-01T12:00:00Z");
function item(overrides: Partial<FeedItem>): FeedItem {
  return {
    title: "Finance Act 2024",
    link: "https://example.gov/a",
    guid: "a",
    publishedAt: date,
    summary: "summary text",
    content: "",
    ...overrides,
  };
}

Deno.test("matching items become updates of the source with their dedupe key", () => {
  const rows = itemsToUpdates(
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

Deno.test("content falls back to the summary", () => {
  const [row] = itemsToUpdates([item({ content: "" })], MATCH_ALL, { id: 1, jurisdictionId: 1 });
  assert.equal(row?.content, "summary text");
});

Deno.test("items sharing a normalised link are stored once", () => {
  const rows = itemsToUpdates(
    [item({ link: "https://example.gov/a" }), item({ link: "https://example.gov/a/" })],
    MATCH_ALL,
    { id: 1, jurisdictionId: 1 },
  );
  assert.equal(rows.length, 1);
});

Deno.test("over-long titles and contents are cut", () => {
  const [row] = itemsToUpdates(
    [item({ title: "Act ".repeat(300), content: "word ".repeat(10_000) })],
    MATCH_ALL,
    { id: 1, jurisdictionId: 1 },
  );
  assert.ok(row && row.title.length <= MAX_TITLE && row.content.length <= MAX_CONTENT);
});
