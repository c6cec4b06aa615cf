import assert from "node:assert/strict";
import { parseFeed } from "./parse.ts";

Deno.test("RSS 1.0 (RDF): items beside the channel, rdf:about ids, dc:date", () => {
  const fetchedAt = new Date("2024-06-01T00:00:00Z");
  const feed = parseFeed(Deno.readFileSync(new URL("../testdata/rss1_rdf.xml", import.meta.url)), {
    feedUrl: "https://eur-lex.example.eu/rss/l-series.rdf",
    fetchedAt,
  });
  assert.equal(feed.title, "Official Journal of the European Union – L series");
  assert.deepEqual(
    feed.items.map((i) => [i.title, i.guid, i.publishedAt.toISOString()]),
    [
      [
        "Regulation (EU) 2024/1689 laying down harmonised rules on artificial intelligence",
        "https://eur-lex.example.eu/eli/reg/2024/1689/oj",
        "2024-07-11T22:00:00.000Z",
      ],
      [
        "Council Decision (CFSP) 2024/1234 concerning restrictive measures",
        "https://eur-lex.example.eu/eli/dec/2024/1234/oj",
        "2024-04-30T00:00:00.000Z",
      ],
    ],
  );
  assert.equal(feed.items[1]?.link, "https://eur-lex.example.eu/eli/dec/2024/1234/oj");
  assert.equal(feed.items[1]?.summary, "Council Decision amending Decision 2014/145/CFSP.");
});

Deno.test("an RDF item without <link> uses rdf:about", () => {
  const xml = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ` +
    `xmlns="http://purl.org/rss/1.0/"><channel><title>T</title></channel>` +
    `<item rdf:about="https://x.example/law/1"><title>Law 1</title></item></rdf:RDF>`;
  const feed = parseFeed(new TextEncoder().encode(xml), {
    feedUrl: "https://x.example/",
    fetchedAt: new Date(),
  });
  assert.equal(feed.items[0]?.link, "https://x.example/law/1");
});

Deno.test("RSS 1.0 (RDF): empty items are dropped and counted", () => {
  const feed = parseFeed(
    new TextEncoder().encode(
      `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ` +
        `xmlns="http://purl.org/rss/1.0/"><channel><title>T</title></channel>` +
        `<item><title/></item><item><x/></item>` +
        `<item rdf:about="https://eu.example/1"><title>Regulation 1</title></item></rdf:RDF>`,
    ),
    { feedUrl: "https://eu.example/rss.rdf", fetchedAt: new Date("2024-06-01T00:00:00Z") },
  );
  assert.deepEqual(feed.items.map((i) => i.link), ["https://eu.example/1"]);
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [2, 0]);
});
