import assert from "node:assert/strict";
import { featuresOf } from "../../dedup/report_features.ts";
import { FetchError } from "../fetch/fetch_error.ts";
import { FeedParseError } from "../parse/feed_types.ts";
import { govinfo, govinfoPages } from "./govinfo.ts";
import {
  GOVINFO_TEST_KEY,
  type GovinfoServer,
  startGovinfoServer,
} from "./govinfo_server_test_helper.ts";
import { type PageRead, readPages, type ReadStart } from "./paged.ts";

const now = new Date("2026-06-15T12:00:00.250Z");
const firstRead: ReadStart = { cursor: null, now, language: null };
const fixture = Deno.readFileSync(
  new URL("../testdata/govinfo/collection_page.json", import.meta.url),
);

async function withServer(fn: (server: GovinfoServer) => Promise<void>) {
  const server = startGovinfoServer();
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** Walks a read through the local service; answers the pages handed over, and what it threw. */
async function walk(server: GovinfoServer, start = firstRead, apiKey = GOVINFO_TEST_KEY) {
  const pages: PageRead[] = [];
  try {
    const read = await readPages(govinfoPages, `${server.origin}/collections/plaw`, {
      start,
      apiKey,
      allowPrivate: true,
      timeoutMs: 2_000,
      onPage: (page) => {
        pages.push(page);
        return Promise.resolve();
      },
    });
    return { pages, read, error: null };
  } catch (error) {
    return { pages, read: null, error };
  }
}

Deno.test("a collection page: packages become items with their govinfo page, id, date and kind", () => {
  const feed = govinfo.parse(fixture, {
    feedUrl: "https://api.govinfo.gov/collections/PLAW/2026-06-08T12:00:00Z",
    fetchedAt: now,
  });
  assert.equal(feed.title, "GovInfo PLAW");
  assert.deepEqual(
    feed.items.map((i) => [i.title, i.link, i.guid, i.publishedAt.toISOString(), i.author]),
    [
      [
        "Public Law 119 - 21 - Maritime Supply Chain Security Act",
        "https://www.govinfo.gov/app/details/PLAW-119publ21",
        "PLAW-119publ21",
        "2026-06-12T00:00:00.000Z",
        "Congress",
      ],
      [
        "Consumer Data Broker Accountability Act",
        "https://www.govinfo.gov/app/details/BILLS-119hr4521ih",
        "BILLS-119hr4521ih",
        "2026-06-10T00:00:00.000Z",
        "House",
      ],
      [
        "Providing for congressional disapproval of the rule submitted by the Bureau of Consumer Financial Protection",
        "https://www.govinfo.gov/app/details/BILLS-119sjres7enr",
        "BILLS-119sjres7enr",
        "2026-06-11T00:00:00.000Z",
        "Senate",
      ],
      [
        "Federal Register Volume 91, Issue 111, (June 12, 2026)",
        "https://www.govinfo.gov/app/details/FR-2026-06-12",
        "FR-2026-06-12",
        "2026-06-12T00:00:00.000Z",
        "GovInfo (FR)",
      ],
      [
        "Private Law 119 - 2 - For the relief of Maria Alvarez",
        "https://www.govinfo.gov/app/details/PLAW-119pvtl2",
        "PLAW-119pvtl2",
        // "not a date" as dateIssued: lastModified is the date.
        "2026-06-11T16:20:00.000Z",
        "Congress",
      ],
    ],
  );
  assert.equal(feed.emptyItems, 1, "the package without an id");
  assert.equal(feed.items[2]?.content.startsWith("S.J.Res. 7 (119th Congress)."), true);
});

Deno.test("the grouping of one change finds the public law and the bill of a package", () => {
  const feed = govinfo.parse(fixture, { feedUrl: "https://api.govinfo.gov/x", fetchedAt: now });
  const keys = feed.items.slice(0, 3).map((item) =>
    [
      ...featuresOf({
        title: item.title,
        text: item.content,
        link: item.link!,
        sourceKind: "official_journal",
        jurisdiction: "United States",
        publishDate: item.publishedAt.toISOString().slice(0, 10),
      }).own.values(),
    ].flat()
  );
  assert.deepEqual(keys, [["us-pl:119:21"], ["us-bill:hr:4521@119"], ["us-bill:sjres:7@119"]]);
});

Deno.test("a first read asks the last 7 days of the collection, 100 a page, from offsetMark *", () => {
  const request = govinfoPages.firstPage("https://api.govinfo.gov/collections/plaw?x=1", firstRead);
  assert.equal(
    request.url,
    "https://api.govinfo.gov/collections/PLAW/2026-06-08T12:00:00Z/2026-06-15T12:00:00Z" +
      "?pageSize=100&offsetMark=*",
  );
  assert.ok(!request.url.includes("api_key"), "the key is a header, never in the URL");
  assert.throws(
    () => govinfoPages.firstPage("https://api.govinfo.gov/packages/X/summary", firstRead),
    FeedParseError,
  );
});

Deno.test("readPages walks the collection's pages with the key as X-Api-Key, and the cursor resumes", async () => {
  await withServer(async (server) => {
    const { pages, read, error } = await walk(server);
    assert.equal(error, null);
    assert.equal(read?.pages, 3);
    assert.deepEqual(pages.map((p) => p.feed.items.length), [2, 2, 1]);
    assert.ok(server.requests.every((r) => r.headers.get("x-api-key") === GOVINFO_TEST_KEY));
    assert.ok(server.requests.every((r) => !r.url.includes(GOVINFO_TEST_KEY)));
    const top = "2026-06-15T12:00:00Z";
    assert.deepEqual(pages.map((p) => JSON.parse(p.cursor!)), [
      { since: "2026-06-08T12:00:00Z", until: "2026-06-14T09:45:00Z", top },
      { since: "2026-06-08T12:00:00Z", until: "2026-06-12T10:00:00Z", top },
      { since: top },
    ]);

    // A read stopped after page 1 resumes in the window's older part, then moves on from top.
    const resumed = await walk(server, { ...firstRead, cursor: pages[0]!.cursor });
    assert.match(
      server.requests.at(-resumed.pages.length)!.url,
      /\/PLAW\/2026-06-08T12:00:00Z\/2026-06-14T09:45:00Z\?/,
    );
    assert.equal(JSON.parse(resumed.pages.at(-1)!.cursor!).since, top);

    // The next read asks from where the last one ended: nothing new is an empty page.
    const later = { ...firstRead, cursor: pages[2]!.cursor, now: new Date("2026-06-16T00:00:00Z") };
    const empty = await walk(server, later);
    assert.deepEqual(empty.pages.map((p) => p.feed.items.length), [0]);
    assert.deepEqual(JSON.parse(empty.pages[0]!.cursor!), { since: "2026-06-16T00:00:00Z" });
  });
});

Deno.test("without the key the service answers 403, a clear FetchError", async () => {
  await withServer(async (server) => {
    const { pages, error } = await walk(server, firstRead, "wrong");
    assert.equal(pages.length, 0);
    assert.ok(error instanceof FetchError && error.status === 403);
    assert.ok(!String(error.message).includes("wrong"));
  });
});

Deno.test("a 429 with Retry-After, a 500 and malformed answers stop the read after the pages read", async () => {
  await withServer(async (server) => {
    server.fail = { page: 2, kind: "429" };
    const limited = await walk(server);
    assert.equal(limited.pages.length, 1);
    assert.ok(limited.error instanceof FetchError);
    assert.equal(limited.error.status, 429);
    assert.equal(limited.error.retryAfterMs, 120_000);

    server.fail = { page: 1, kind: "500" };
    const failed = await walk(server);
    assert.ok(failed.error instanceof FetchError && failed.error.status === 500);

    server.fail = { page: 3, kind: "malformed" };
    const malformed = await walk(server);
    assert.equal(malformed.pages.length, 2);
    assert.ok(malformed.error instanceof FeedParseError);

    server.fail = { page: 1, kind: "html" };
    const notPage = await walk(server);
    assert.ok(notPage.error instanceof FeedParseError);
    assert.match(notPage.error.message, /^feeds\/govinfo: .*Service temporarily unavailable$/);
  });
});

Deno.test("a cursor that is not this adapter's reads as a first read", () => {
  const request = govinfoPages.firstPage("https://api.govinfo.gov/collections/BILLS", {
    ...firstRead,
    cursor: "{not json",
  });
  assert.match(request.url, /\/BILLS\/2026-06-08T12:00:00Z\/2026-06-15T12:00:00Z\?/);
});
