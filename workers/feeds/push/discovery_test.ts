import assert from "node:assert/strict";
import { parseFeed } from "../parse/parse.ts";
import { discoverPush } from "./discovery.ts";
import { parseLinkHeader } from "./link_header.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const FEED_URL = "https://gazette.example.org/feeds/notices.xml";

/** What discovery finds in a document fetched from FEED_URL with `link` as its Link header. */
function discover(document: string, link?: string) {
  const feed = parseFeed(bytes(document), { feedUrl: FEED_URL, fetchedAt: new Date() });
  const headers = new Headers(link ? { link } : {});
  return discoverPush({ url: FEED_URL, headers, push: feed.push });
}

Deno.test("an Atom feed's link rel=hub and rel=self name the hub and the topic", () => {
  const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>G</title>
    <link rel="alternate" href="https://gazette.example.org/"/>
    <link rel="hub" href="https://hub.example.net/"/>
    <link rel="self" href="/feeds/notices.xml"/></feed>`;
  assert.deepEqual(discover(atom), {
    hub: "https://hub.example.net/",
    topic: "https://gazette.example.org/feeds/notices.xml",
  });
});

Deno.test("an RSS channel's atom:link elements name the hub and the topic", () => {
  const rss = `<rss version="2.0" xmlns:a="http://www.w3.org/2005/Atom"><channel><title>G</title>
    <a:link rel="self" href="https://gazette.example.org/rss"/>
    <a:link rel="hub" href="https://hub-one.example.net/"/>
    <a:link rel="hub" href="https://hub-two.example.net/"/></channel></rss>`;
  assert.deepEqual(discover(rss), {
    hub: "https://hub-one.example.net/",
    topic: "https://gazette.example.org/rss",
  });
});

Deno.test("HTTP Link headers win over the document's links", () => {
  const rss = `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>G</title>
    <atom:link rel="hub" href="https://in-document.example.net/"/>
    <atom:link rel="self" href="https://gazette.example.org/rss"/></channel></rss>`;
  const link = '<https://hub.example.net/?a=1,2>; rel="hub", </self>; rel="self alternate"';
  assert.deepEqual(discover(rss, link), {
    hub: "https://hub.example.net/?a=1,2",
    topic: "https://gazette.example.org/self",
  });
});

Deno.test("a feed with a hub but no self URL, or no hub, is not subscribed", () => {
  const noSelf = `<feed xmlns="http://www.w3.org/2005/Atom"><title>G</title>
    <link rel="hub" href="https://hub.example.net/"/></feed>`;
  assert.equal(discover(noSelf), null);
  const plain = `<rss version="2.0"><channel><title>G</title></channel></rss>`;
  assert.equal(discover(plain), null);
  assert.equal(discover(plain, '<https://hub.example.net/>; rel="hub"'), null);
});

Deno.test("the Link header is read in one pass: quoted commas and semicolons, tokens, junk", () => {
  assert.deepEqual(
    parseLinkHeader('<a>; title="x, y; z"; rel=HUB, junk, <b>;rel="self"'),
    [{ target: "a", rels: ["hub"] }, { target: "b", rels: ["self"] }],
  );
  // A hostile header of 2 MB of "<" is cut at MAX_LINK_HEADER and read in linear time.
  assert.deepEqual(parseLinkHeader("<".repeat(2_000_000)), []);
  // 14 characters a link: 1,171 links start within the first 16,384 characters.
  assert.equal(parseLinkHeader(`${"<x>; rel=hub, ".repeat(100_000)}`).length, 1_171);
});
