import assert from "node:assert/strict";
import { parseFeed } from "./parse.ts";

const fetchedAt = new Date("2024-06-01T00:00:00Z");
const options = { feedUrl: "https://labour.example.gov/feed.xml", fetchedAt };
const bytes = (text: string) => new TextEncoder().encode(text);

Deno.test("RSS: Dublin Core and DCMI terms fill what RSS leaves out, never what it gives", () => {
  const feed = parseFeed(
    Deno.readFileSync(new URL("../testdata/dublin_core.xml", import.meta.url)),
    options,
  );
  assert.equal(feed.title, "Department of Labour — Regulations");
  assert.deepEqual(
    feed.items.map((i) => [i.title, i.author, i.summary, i.publishedAt.toISOString()]),
    [
      [
        "Minimum Wage Order 2024",
        "press@labour.example.gov (Press Office)",
        "The order raises the minimum wage from 1 April.",
        "2024-04-01T09:00:00.000Z",
      ],
      [
        "Working Time Regulations: guidance",
        "Employment Standards Unit",
        "Guidance on rest breaks & night work.",
        "2024-04-02T00:00:00.000Z", // dcterms:issued before dcterms:modified
      ],
      ["Apprenticeship Levy Regulations", "", "", "2024-04-03T06:30:00.000Z"],
      // An unreadable pubDate gives way to a readable DCMI date.
      ["Health and Safety (Amendment) Rules", "", "", "2024-04-04T16:00:00.000Z"],
    ],
  );
  assert.ok(feed.items.every((i) => i.dateFallback === undefined));
});

Deno.test("RSS 1.0: dc:title, dc:creator, dc:description and dcterms dates", () => {
  const xml = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ` +
    `xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
    `xmlns:terms="http://purl.org/dc/terms/"><channel><dc:title>Gazette</dc:title></channel>` +
    `<item rdf:about="https://x.example/law/1"><dc:title>Law 1</dc:title>` +
    `<dc:creator>Ministry of Finance</dc:creator><dc:description>Tax &amp;amp; duties` +
    `</dc:description><terms:issued>2024-02-01</terms:issued></item></rdf:RDF>`;
  const feed = parseFeed(bytes(xml), options);
  assert.equal(feed.title, "Gazette");
  const [item] = feed.items;
  assert.equal(item?.title, "Law 1");
  assert.equal(item?.author, "Ministry of Finance");
  assert.equal(item?.summary, "Tax & duties");
  assert.equal(item?.publishedAt.toISOString(), "2024-02-01T00:00:00.000Z");
});

Deno.test("Atom: the entry's author, else the feed's, else dc:creator; dc:date after updated", () => {
  const xml =
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
    `<title>Decisions</title><author><name>Registry</name><email>r@x.example</email></author>` +
    `<entry><title>A</title><id>a</id><link href="https://x.example/a"/>` +
    `<author><name>Judge One</name></author><author><name>Judge Two</name></author>` +
    `<updated>2024-03-01T00:00:00Z</updated><dc:date>2020-01-01</dc:date></entry>` +
    `<entry><title>B</title><id>b</id><link href="https://x.example/b"/>` +
    `<dc:date>2024-03-02T00:00:00Z</dc:date></entry></feed>`;
  const [a, b] = parseFeed(bytes(xml), options).items;
  assert.equal(a?.author, "Judge One, Judge Two");
  assert.equal(a?.publishedAt.toISOString(), "2024-03-01T00:00:00.000Z");
  assert.equal(b?.author, "Registry");
  assert.equal(b?.publishedAt.toISOString(), "2024-03-02T00:00:00.000Z");
});
