import assert from "node:assert/strict";
import { startFeedServer } from "../workers/feeds/feed_server_test_helper.ts";
import { feedParse } from "./feed_parse.ts";

const fixture = (name: string) =>
  new URL(`../workers/feeds/testdata/${name}`, import.meta.url).pathname;

Deno.test("feed:parse reads a file and prints ISO dates and absolute links", async () => {
  const feed = await feedParse(fixture("relative_links.xml"), "https://parliament.example.gov/");
  assert.equal(feed.title, "Parliament Notices");
  assert.equal(feed.items[0]?.link, "https://parliament.example.gov/laws/2024/finance-act/notes");
  assert.match(feed.items[0]?.publishedAt ?? "", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  assert.deepEqual(Object.keys(feed.items[0] ?? {}), [
    "title",
    "link",
    "guid",
    "publishedAt",
    "summary",
  ]);
});

Deno.test("feed:parse fetches a URL through the guarded fetcher", async () => {
  const server = startFeedServer();
  try {
    // Without ALLOW_PRIVATE_FETCH the fixture server on 127.0.0.1 is refused.
    await assert.rejects(feedParse(server.url("/feeds/atom.xml")), /^FetchError: feeds\/fetcher/);
    Deno.env.set("ALLOW_PRIVATE_FETCH", "1");
    const feed = await feedParse(server.url("/feeds/atom.xml"));
    assert.equal(feed.items.length, 3);
  } finally {
    Deno.env.delete("ALLOW_PRIVATE_FETCH");
    await server.close();
  }
});

Deno.test("feed:parse errors name their module", async () => {
  await assert.rejects(feedParse("/no/such/feed.xml"), /^Error: scripts\/feed_parse: cannot read/);
  await assert.rejects(feedParse(fixture("html_page.html")), /feeds\/parse: not a feed/);
});
