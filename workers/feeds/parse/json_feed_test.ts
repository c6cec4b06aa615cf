import assert from "node:assert/strict";
import { FeedParseError, parseFeed } from "./parse.ts";
import { looksLikeJson } from "./json_feed.ts";

const fetchedAt = new Date("2024-06-01T00:00:00Z");
const options = { feedUrl: "https://securities.example.gov/feed.json", fetchedAt };
const fixture = (name: string) =>
  Deno.readFileSync(new URL(`../testdata/${name}`, import.meta.url));
const bytes = (text: string) => new TextEncoder().encode(text);

Deno.test("JSON Feed 1.1: titles as plain text, HTML content as text, dates, authors, ids", () => {
  const feed = parseFeed(fixture("json_feed_1_1.json"), options);
  assert.equal(feed.title, "Securities Regulator — Releases");
  assert.deepEqual(
    feed.items.map((i) => [i.title, i.link, i.guid, i.publishedAt.toISOString(), i.author]),
    [
      [
        "Final rule on climate disclosures <Form 10-K>",
        "https://securities.example.gov/releases/2024-41",
        "2024-41",
        "2024-03-06T21:00:00.000Z",
        "Division of Corporation Finance, Office of the Chief Accountant",
      ],
      [
        "Statement on the Consolidated Audit Trail",
        "https://securities.example.gov/releases/2024-42",
        "2024-42",
        "2024-03-08T09:30:00.000Z", // date_modified when there is no date_published
        "Office of Public Affairs", // the feed's authors
      ],
      [
        "An item without a title takes it from its text.",
        "https://www.federalregister.example.gov/d/2024-43", // external_url
        "urn:sec:2024-43",
        fetchedAt.toISOString(),
        "Office of Public Affairs",
      ],
      [
        "An item without any link",
        null,
        "2024-44",
        fetchedAt.toISOString(),
        "Office of Public Affairs",
      ],
    ],
  );
  const [rule, statement, untitled, linkless] = feed.items;
  assert.equal(rule?.summary, "Climate disclosure rule adopted.");
  assert.equal(
    rule?.content,
    "The Commission adopted rules requiring climate-related disclosures.",
  );
  assert.equal(statement?.content, "Plain text: fees <= $5 & no markup.");
  assert.equal(untitled?.dateFallback, "unreadable");
  assert.equal(linkless?.dateFallback, "missing");
});

Deno.test("JSON Feed 1.0: author object and numeric ids", () => {
  const [item] = parseFeed(fixture("json_feed_1_0.json"), options).items;
  assert.equal(item?.guid, "512");
  assert.equal(item?.author, "Clerk of the House");
  assert.equal(item?.publishedAt.toISOString(), "2024-05-02T23:45:00.000Z");
});

Deno.test("JSON Feed is recognised by its content type or by its content", () => {
  const json = fixture("json_feed_1_0.json");
  assert.equal(looksLikeJson(json, "text/plain"), true); // starts with "{"
  assert.equal(looksLikeJson(bytes("\ufeff  \n{}"), null), true);
  assert.equal(looksLikeJson(bytes("<rss/>"), "application/json"), false); // a mislabelled feed
  assert.equal(looksLikeJson(bytes("[]"), "application/feed+json; charset=utf-8"), true);
  assert.equal(looksLikeJson(bytes("[]"), "text/html"), false);
  assert.equal(parseFeed(json, { ...options, contentType: "text/html" }).items.length, 1);
});

Deno.test("JSON that is not a JSON Feed is a FeedParseError", () => {
  for (
    const [text, message] of [
      ['{"items": []}', /not a feed \(JSON without a jsonfeed.org version\)/],
      ['{"version": "https://jsonfeed.org/version/1.1", "items": {}}', /items is not a list/],
      ["{nope", /^feeds\/parse: invalid JSON/],
      ["[1, 2]", /not a feed/],
    ] as const
  ) {
    assert.throws(() => parseFeed(bytes(text), { ...options, contentType: "application/json" }), (
      err: unknown,
    ) => err instanceof FeedParseError && message.test(err.message), text);
  }
});

Deno.test("JSON Feed: empty items, and entries that are not objects, are dropped and counted", () => {
  const feed = parseFeed(
    bytes(JSON.stringify({
      version: "https://jsonfeed.org/version/1.1",
      items: [{}, { url: "" }, { id: "7", title: " ", content_text: "" }, 3, null, {
        url: "https://securities.example.gov/r/1",
      }],
    })),
    options,
  );
  assert.deepEqual(feed.items.map((i) => i.link), ["https://securities.example.gov/r/1"]);
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [5, 0]);
});
