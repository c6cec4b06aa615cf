import assert from "node:assert/strict";
import { startFeedServer } from "../workers/feeds/feed_server_test_helper.ts";
import { feedParse, type FeedSummary, parseArgs } from "./feed_parse.ts";

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

Deno.test("feed:parse prints items without a link, and guids as the feed wrote them", async () => {
  const server = startFeedServer();
  try {
    const feed = await feedParse(server.url("/feeds/guids_and_links.xml"), { allowPrivate: true });
    assert.deepEqual(feed.items.map((i) => [i.title, i.link, i.guid]), [
      [
        "Permalink guid, no link",
        "https://courts.example.gov/notices/101",
        "https://courts.example.gov/notices/101",
      ],
      ["A numeric guid is an id, not a link", null, "4711"],
      ["A guid that says it is no permalink", null, "https://courts.example.gov/notices/103"],
      [
        "A link as the feed wrote it",
        "HTTPS://Courts.Example.GOV/notices/104/?utm_source=rss&id=7",
        "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
      ],
      [
        "A relative link against the item's xml:base",
        "https://courts.example.gov/archive/notices/105",
        null,
      ],
      ["Nothing to link to", null, null],
    ]);
    assert.ok(feed.items.every((i) => i.dateFallback === "missing"));
  } finally {
    await server.close();
  }
});

Deno.test("feed:parse reads any source format: --format and --selector", async () => {
  const server = startFeedServer();
  try {
    const bills = await feedParse(server.url("/feeds/uk_parliament_bills.json"), {
      allowPrivate: true,
      format: "uk-parliament-bills",
    });
    assert.equal(bills.items[0]?.link, "https://bills.parliament.uk/bills/3764");
    assert.ok(server.requests.at(-1)?.path.includes("SortOrder=DateUpdatedDescending"));
    const page = await feedParse(fixture("web_page.html"), {
      fileBase: "https://conduct.example.gov/notices",
      format: "web-page",
      selector: "ul.results a",
    });
    assert.equal(page.items[0]?.link, "https://conduct.example.gov/news/2024/ccr");
    await assert.rejects(feedParse(fixture("rss2.xml"), { format: "eur-lex" }), /unknown source/);
  } finally {
    await server.close();
  }
});

Deno.test("feed:parse's command line: a target, a base, and the two flags", () => {
  assert.deepEqual(
    parseArgs(["f.html", "https://b.example/", "--format", "web-page", "--selector", "li a"]),
    {
      target: "f.html",
      options: { format: "web-page", selector: "li a", fileBase: "https://b.example/" },
    },
  );
  assert.equal(parseArgs([]), null);
  assert.equal(parseArgs(["f.xml", "--format"]), null);
  assert.equal(parseArgs(["a", "b", "c"]), null);
});

Deno.test("feed:parse counts the empty entries it leaves out", async () => {
  const server = startFeedServer();
  try {
    const feed = await feedParse(server.url("/empty-items/federal-register?items=3"), {
      allowPrivate: true,
      format: "federal-register",
    });
    assert.deepEqual([feed.items, feed.emptyItems, feed.itemsOverCap], [[], 3, 0]);
  } finally {
    await server.close();
  }
});
