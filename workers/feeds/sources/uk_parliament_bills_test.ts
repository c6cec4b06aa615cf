import assert from "node:assert/strict";
import { billsUrl, parseBills } from "./uk_parliament_bills.ts";

const fetchedAt = new Date("2025-07-01T00:00:00Z");
const options = { feedUrl: "https://bills-api.parliament.uk/api/v1/Bills", fetchedAt };
const fixture = Deno.readFileSync(
  new URL("../testdata/uk_parliament_bills.json", import.meta.url),
);

Deno.test("a Bills API answer: each bill is an item with its stage and last update", () => {
  const feed = parseBills(fixture, options);
  assert.deepEqual(
    feed.items.map((i) => [i.title, i.link, i.guid, i.publishedAt.toISOString(), i.summary]),
    [
      [
        "Renters' Rights Bill",
        "https://bills.parliament.uk/bills/3764",
        "3764",
        "2025-01-15T17:03:41.000Z",
        "Current stage: 2nd reading, House of Lords. Introduced in the House of Commons.",
      ],
      [
        "Data (Use and Access) Bill [HL]",
        "https://bills.parliament.uk/bills/3737",
        "3737",
        "2025-06-19T12:00:00.000Z",
        "Act of Parliament. Current stage: Royal Assent. Introduced in the House of Lords.",
      ],
      [
        "Assisted Dying Bill",
        "https://bills.parliament.uk/bills/3801",
        "3801",
        "2024-11-29T15:30:00.000Z",
        "Withdrawn. Introduced in the House of Commons.",
      ],
    ],
  );
  assert.equal(feed.items[0]?.content, feed.items[0]?.summary);
});

Deno.test("a bill without an id has no link; an answer without items[] is an error", () => {
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const [bill] = parseBills(bytes({ items: [{ billId: "x", shortTitle: "Odd" }] }), options).items;
  assert.equal(bill?.link, null);
  assert.throws(() => parseBills(bytes({ title: "Not found", status: 404 }), options), {
    name: "FeedParseError",
    message: "feeds/uk-parliament-bills: the answer is not a list of bills (no items[])",
  });
});

Deno.test("the API is asked for the latest updated bills unless the URL says otherwise", () => {
  assert.equal(
    billsUrl("https://bills-api.parliament.uk/api/v1/Bills?CurrentHouse=Commons"),
    "https://bills-api.parliament.uk/api/v1/Bills?CurrentHouse=Commons" +
      "&SortOrder=DateUpdatedDescending&Take=50",
  );
  assert.equal(
    billsUrl("https://bills-api.parliament.uk/api/v1/Bills?SortOrder=TitleAscending&Take=5"),
    "https://bills-api.parliament.uk/api/v1/Bills?SortOrder=TitleAscending&Take=5",
  );
});

Deno.test("bills with nothing to read are dropped and counted", () => {
  const answer = { items: [{}, { billId: "x", shortTitle: "" }, { shortTitle: "Renters Bill" }] };
  const feed = parseBills(new TextEncoder().encode(JSON.stringify(answer)), options);
  assert.deepEqual(feed.items.map((i) => i.title), ["Renters Bill"]);
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [2, 0]);
});
