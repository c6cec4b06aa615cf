import assert from "node:assert/strict";
import { startFeedServer } from "../workers/feeds/feed_server_test_helper.ts";
import { feedParse, type FeedSummary } from "./feed_parse.ts";

const fixture = (name: string) =>
  new URL(`../workers/feeds/testdata/${name}`, import.meta.url).pathname;

Deno.test("feed:parse reads a file and prints ISO dates and absolute links", async () => {
  const feed = await feedParse(fixture("relative_links.xml"), {
    fileBase: "https://parliament.example.gov/",
  });
  assert.equal(feed.title, "Parliament Notices");
  assert.equal(feed.items[0]?.link, "https://parliament.example.gov/laws/2024/finance-act/notes");
  assert.match(feed.items[0]?.publishedAt ?? "", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  assert.deepEqual(Object.keys(feed.items[0] ?? {}), [
    "title",
    "link",
    "guid",
    "publishedAt",
    "dateFallback",
    "author",
    "summary",
  ]);
});

Deno.test("feed:parse fetches a URL through the guarded fetcher", async () => {
  const server = startFeedServer();
  try {
    // Strict by default: the fixture server on 127.0.0.1 is refused.
    await assert.rejects(feedParse(server.url("/feeds/atom.xml")), /^FetchError: feeds\/fetcher/);
    const feed = await feedParse(server.url("/feeds/atom.xml"), { allowPrivate: true });
    assert.equal(feed.items.length, 3);
  } finally {
    await server.close();
  }
});

Deno.test("the feed:parse command reaches private addresses only with ALLOW_PRIVATE_FETCH", async () => {
  const server = startFeedServer();
  const run = (allowPrivateFetch: string) =>
    new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "scripts/feed_parse.ts", server.url("/feeds/atom.xml")],
      cwd: new URL("..", import.meta.url).pathname,
      env: { ALLOW_PRIVATE_FETCH: allowPrivateFetch },
      stdout: "piped",
      stderr: "piped",
    }).output();
  try {
    const allowed = await run("1");
    const out = new TextDecoder().decode(allowed.stdout);
    assert.equal(allowed.code, 0, new TextDecoder().decode(allowed.stderr));
    assert.equal((JSON.parse(out) as FeedSummary).items.length, 3);
    const refused = await run("");
    assert.equal(refused.code, 1);
    assert.match(new TextDecoder().decode(refused.stderr), /^feeds\/fetcher: refused/);
  } finally {
    await server.close();
  }
});

Deno.test("feed:parse errors name their module", async () => {
  await assert.rejects(feedParse("/no/such/feed.xml"), /^Error: scripts\/feed_parse: cannot read/);
  await assert.rejects(feedParse(fixture("html_page.html")), /feeds\/parse: not a feed/);
});
