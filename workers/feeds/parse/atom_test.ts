import assert from "node:assert/strict";
import { parseFeed } from "./parse.ts";

const fetchedAt = new Date("2024-06-01T00:00:00Z");
const bytes = (text: string) => new TextEncoder().encode(text);

Deno.test("Atom 1.0: xml:base, link rel, text constructs and dates", () => {
  const feed = parseFeed(Deno.readFileSync(new URL("../testdata/atom.xml", import.meta.url)), {
    feedUrl: "https://feeds.example.org/judgments.atom",
    fetchedAt,
  });
  assert.equal(feed.title, "Supreme Court — Judgments and practice directions");
  const [judgment, direction, fees] = feed.items;
  // type="html" title; rel="alternate" wins over rel="self"; xml:base of the feed.
  assert.equal(
    judgment?.title,
    "Judgment: R (Miller) v Secretary of State on the Immigration Act 1971",
  );
  assert.equal(judgment?.link, "https://www.courts.example.org/judgments/2024/uksc-12");
  assert.equal(judgment?.guid, "tag:courts.example.org,2024:uksc-2024-12");
  assert.equal(judgment?.publishedAt.toISOString(), "2024-03-20T10:00:00.000Z");
  assert.equal(judgment?.summary, "The Court held that section 3 of the Act applies.");
  // xml:base of the entry; updated when there is no published; XHTML content.
  assert.equal(direction?.link, "https://www.courts.example.org/practice/directions/pd-51z");
  assert.equal(direction?.publishedAt.toISOString(), "2024-03-18T08:15:00.000Z");
  assert.equal(
    direction?.content,
    "This practice direction amends the pilot scheme. It applies from 1 April 2024 & replaces PD 51Y.",
  );
  assert.equal(direction?.summary, direction?.content);
  // Only an enclosure link; no date; a text summary with escaped characters.
  assert.equal(fees?.link, "https://www.courts.example.org/documents/fees-order-2024.pdf");
  assert.equal(fees?.publishedAt.toISOString(), fetchedAt.toISOString());
  assert.equal(fees?.summary, "Fees rise for claims over £10,000 & below < 5 pages.");
});

Deno.test("Atom with a namespace prefix on every element", () => {
  const feed = parseFeed(
    bytes(
      `<a:feed xmlns:a="http://www.w3.org/2005/Atom"><a:title>Gazette</a:title>` +
        `<a:entry><a:title>Act 5</a:title><a:link href="https://g.example/5"/>` +
        `<a:id>urn:5</a:id><a:updated>2024-01-02T03:04:05Z</a:updated></a:entry></a:feed>`,
    ),
    { feedUrl: "https://g.example/feed", fetchedAt },
  );
  assert.equal(feed.title, "Gazette");
  assert.equal(feed.items[0]?.link, "https://g.example/5");
  assert.equal(feed.items[0]?.publishedAt.toISOString(), "2024-01-02T03:04:05.000Z");
});

Deno.test("an Atom entry without a title takes the start of its summary", () => {
  const feed = parseFeed(
    bytes(
      `<feed xmlns="http://www.w3.org/2005/Atom"><entry><link href="/x"/>` +
        `<summary>Order under section 12 of the Planning Act.</summary></entry></feed>`,
    ),
    { feedUrl: "https://g.example/feed", fetchedAt },
  );
  assert.equal(feed.items[0]?.title, "Order under section 12 of the Planning Act.");
  assert.equal(feed.items[0]?.link, "https://g.example/x");
});

Deno.test("Atom: an entry without a link is kept, its id as its guid", () => {
  const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>` +
    `<entry><title>Order 5</title><id>urn:court:order:5</id>` +
    `<link rel="self" href="https://x.example/api/5"/></entry></feed>`;
  const [entry] = parseFeed(bytes(xml), { feedUrl: "https://x.example/", fetchedAt }).items;
  assert.equal(entry?.link, null);
  assert.equal(entry?.guid, "urn:court:order:5");
  assert.equal(entry?.title, "Order 5");
});

Deno.test("Atom: empty entries are dropped and counted", () => {
  const feed = parseFeed(
    bytes(
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry/>` +
        `<entry><id>urn:1</id><title type="html">&lt;b&gt;&lt;/b&gt;</title>` +
        `<link rel="self" href="https://x.example/self"/></entry>` +
        `<entry><title>Judgment</title><link href="https://x.example/j"/></entry></feed>`,
    ),
    { feedUrl: "https://x.example/atom", fetchedAt },
  );
  assert.deepEqual(feed.items.map((i) => i.title), ["Judgment"]);
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [2, 0]);
});
