import assert from "node:assert/strict";
import { parseFeed } from "./parse.ts";

const options = { feedUrl: "https://gazette.example/feed", fetchedAt: new Date(0) };
const parse = (xml: string) => parseFeed(new TextEncoder().encode(xml), options);
const SY = 'xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"';

Deno.test("an RSS <ttl> is the feed's refresh interval, in minutes", () => {
  const feed = parse(`<rss version="2.0"><channel><title>G</title><ttl>60</ttl></channel></rss>`);
  assert.equal(feed.refreshSeconds, 3600);
});

Deno.test("sy:updatePeriod / sy:updateFrequency, whatever the prefix, in RSS, RSS 1.0 and Atom", () => {
  const rss = parse(
    `<rss version="2.0" xmlns:s="http://purl.org/rss/1.0/modules/syndication/"><channel>` +
      `<s:updatePeriod>daily</s:updatePeriod><s:updateFrequency>4</s:updateFrequency>` +
      `</channel></rss>`,
  );
  assert.equal(rss.refreshSeconds, 21_600);
  const rdf = parse(
    `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ` +
      `xmlns="http://purl.org/rss/1.0/" ${SY}><channel><title>G</title>` +
      `<sy:updatePeriod>hourly</sy:updatePeriod></channel></rdf:RDF>`,
  );
  assert.equal(rdf.refreshSeconds, 3600);
  const atom = parse(
    `<feed xmlns="http://www.w3.org/2005/Atom" ${SY}><title>G</title>` +
      `<sy:updatePeriod>weekly</sy:updatePeriod><sy:updateFrequency>7</sy:updateFrequency></feed>`,
  );
  assert.equal(atom.refreshSeconds, 86_400);
});

Deno.test("the longer of ttl and sy wins; nonsense and absence ask nothing", () => {
  const both = parse(
    `<rss version="2.0" ${SY}><channel><ttl>30</ttl>` +
      `<sy:updatePeriod>hourly</sy:updatePeriod></channel></rss>`,
  );
  assert.equal(both.refreshSeconds, 3600);
  const nonsense = parse(
    `<rss version="2.0" ${SY}><channel><ttl>soon</ttl>` +
      `<sy:updatePeriod>fortnightly</sy:updatePeriod></channel></rss>`,
  );
  assert.equal(nonsense.refreshSeconds, undefined);
  assert.equal("refreshSeconds" in parse(`<rss version="2.0"><channel></channel></rss>`), false);
});
