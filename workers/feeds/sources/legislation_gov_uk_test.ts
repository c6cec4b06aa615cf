import assert from "node:assert/strict";
import { featuresOf } from "../../dedup/report_features.ts";
import { FetchError } from "../fetch/fetch_error.ts";
import type { FeedItem } from "../parse/feed_types.ts";
import { legislationGovUk, legislationUserAgent } from "./legislation_gov_uk.ts";
import { type PagedSource, type PageRead, parseAsFirstPage, readPages } from "./paged.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
const PUBLIC_URL = "https://legalwatch.example.com";
const fixture = (name: string) =>
  Deno.readFileSync(new URL(`../testdata/legislation_gov_uk/${name}`, import.meta.url));
const parse = (bytes: Uint8Array) =>
  parseAsFirstPage(legislationGovUk)(bytes, {
    feedUrl: "https://www.legislation.gov.uk/new/data.feed",
    fetchedAt: NOW,
  });

/** The acts the grouping of one change finds in an item, by scheme. */
function ownKeys(item: FeedItem | undefined, scheme: string) {
  return featuresOf({
    title: item!.title,
    text: item!.content,
    link: item!.link!,
    sourceKind: "official_journal",
    jurisdiction: "GB",
    publishDate: item!.publishedAt.toISOString().slice(0, 10),
  }).own.get(scheme);
}

/** An entry as the New Legislation feed writes one: a UK SI, `hoursAgo` before NOW. */
function entryXml(number: number, hoursAgo: number): string {
  const updated = new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();
  return `<entry><id>http://www.legislation.gov.uk/id/uksi/2026/${number}</id>` +
    `<title>The Generated Regulations 2026 No. ${number}</title>` +
    `<link href="http://www.legislation.gov.uk/uksi/2026/${number}/made"/>` +
    `<link rel="alternate" type="application/xml" href="http://www.legislation.gov.uk/uksi/2026/${number}/made/data.xml"/>` +
    `<updated>${updated}</updated><published>${updated}</published>` +
    `<ukm:DocumentMainType Value="UnitedKingdomStatutoryInstrument"/>` +
    `<ukm:Year Value="2026"/><ukm:Number Value="${number}"/></entry>`;
}

/**
 * legislation.gov.uk's feed on 127.0.0.1: `/new/data.feed?page=N` answers the entries 20 a page,
 * newest first, with `rel="next"` while more remain. It refuses (403) a request whose
 * User-Agent does not name LegalWatch and its address, as the fair-use policy asks; `answer`
 * replaces the answer for page 2 (a 429, a 5xx …).
 */
function startFeed(entries: string[]) {
  const requests: Request[] = [];
  const state: { page2?: () => Response } = {};
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    requests.push(req);
    const url = new URL(req.url);
    const agent = req.headers.get("user-agent") ?? "";
    if (!agent.includes("LegalWatch") || !agent.includes(PUBLIC_URL)) {
      return new Response("Please identify yourself", { status: 403 });
    }
    const page = Number(url.searchParams.get("page") ?? "1");
    if (page === 2 && state.page2) return state.page2();
    const slice = entries.slice((page - 1) * 20, page * 20);
    const next = page * 20 < entries.length
      ? `<link rel="next" href="${url.origin}/new/data.feed?page=${page + 1}"/>`
      : "";
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" ` +
      `xmlns:ukm="http://www.legislation.gov.uk/namespaces/metadata"><title>New Legislation</title>` +
      `<id>http://www.legislation.gov.uk/new/data.feed</id><link rel="self" href="${url.href}"/>` +
      `${next}${slice.join("")}</feed>`;
    return new Response(body, { headers: { "content-type": "application/atom+xml" } });
  });
  return {
    endpoint: `http://127.0.0.1:${server.addr.port}/new/data.feed`,
    requests,
    state,
    close: () => server.shutdown(),
  };
}

// Without the quarter-second gap, so that the walks stay fast.
const adapter: PagedSource = { ...legislationGovUk, minGapMs: 0 };
const start = { cursor: null, now: NOW, language: null, publicUrl: PUBLIC_URL };

async function read(endpoint: string, cursor: string | null = null) {
  const pages: PageRead[] = [];
  const result = await readPages(adapter, endpoint, {
    start: { ...start, cursor },
    apiKey: null,
    allowPrivate: true,
    onPage: (page) => Promise.resolve(void pages.push(page)),
  });
  const guids = pages.flatMap((page) => page.feed.items.map((item) => item.guid));
  return { ...result, pages, guids, cursors: pages.map((page) => page.cursor) };
}

const guidOf = (number: number) => `http://www.legislation.gov.uk/id/uksi/2026/${number}`;

Deno.test("a New Legislation entry: its document, /id/ guid, type, year and number", () => {
  const feed = parse(fixture("new_legislation.xml"));
  assert.equal(feed.title, "New Legislation");
  assert.deepEqual(feed.items.map((i) => [i.guid, i.link, i.publishedAt.toISOString(), i.author]), [
    [
      "http://www.legislation.gov.uk/id/uksi/2026/412",
      "http://www.legislation.gov.uk/uksi/2026/412/made",
      "2026-11-26T08:30:00.000Z",
      "UK Statutory Instrument",
    ],
    [
      "http://www.legislation.gov.uk/id/ssi/2026/45",
      "http://www.legislation.gov.uk/ssi/2026/45/made",
      "2026-11-25T16:00:00.000Z",
      "Scottish Statutory Instrument",
    ],
    [
      "http://www.legislation.gov.uk/id/nisr/2026/12",
      "http://www.legislation.gov.uk/nisr/2026/12/made",
      "2026-11-25T10:00:00.000Z",
      "Northern Ireland Statutory Rule",
    ],
    [
      "http://www.legislation.gov.uk/id/ukpga/2026/3",
      "http://www.legislation.gov.uk/ukpga/2026/3/enacted",
      "2026-11-24T12:00:00.000Z",
      "UK Public General Act",
    ],
  ]);
  const [si, ssi, nisr, act] = feed.items;
  assert.match(si?.content ?? "", /^S\.I\. 2026\/412, UK Statutory Instrument\. These Regulations/);
  assert.equal(
    ssi?.summary,
    "These Regulations amend the Building (Scotland) Regulations 2004 & the procedure for <warrants>.",
  );
  assert.equal(nisr?.content, "S.R. 2026/12, Northern Ireland Statutory Rule.");
  assert.match(act?.content ?? "", /^2026 c\. 3, UK Public General Act\./);
  // The grouping of one change finds each instrument's key (not the 2017 one the text cites).
  assert.deepEqual(ownKeys(si, "uk-si"), ["uk-si:2026:412"]);
  assert.deepEqual(ownKeys(ssi, "uk-ssi"), ["uk-ssi:2026:45"]);
  assert.deepEqual(ownKeys(nisr, "uk-nisr"), ["uk-nisr:2026:12"]);
});

Deno.test("the Publication Log's effects become the update's text", () => {
  const feed = parse(fixture("publication_log.xml"));
  const [act, regulations] = feed.items;
  assert.equal(
    act?.content,
    "2006 c. 46, UK Public General Act. " +
      "Companies Act 2006 s. 1159(1): amended by The Companies (Accounts) (Amendment) " +
      "Regulations 2026 reg. 3 (in force 2026-12-01). " +
      "Companies Act 2006 s. 1160: commenced by The Companies Act 2006 (Commencement No. 10) " +
      "Order 2026 art. 2.",
  );
  // Dated when the site published the change.
  assert.equal(act?.publishedAt.toISOString(), "2026-11-26T09:45:00.000Z");
  assert.equal(regulations?.content, "S.I. 2026/399, UK Statutory Instrument.");
});

Deno.test("a walk reads the pages down to its cursor, names LegalWatch and moves its cursor once", async () => {
  // 45 instruments, one every two hours: three pages.
  const entries = Array.from({ length: 45 }, (_, i) => entryXml(1000 + i, 1 + 2 * i));
  const feed = startFeed(entries);
  try {
    const first = await read(feed.endpoint);
    assert.deepEqual(first.guids, entries.map((_, i) => guidOf(1000 + i)));
    // The cursor moves when the walk ends: the newest entry's time.
    assert.deepEqual(first.cursors, [null, null, "2026-11-26T11:00:00.000Z"]);
    assert.equal(first.pagesLeft, false);
    assert.ok(feed.requests.every((r) => !r.url.includes("newest") && !r.url.includes("#")));
    assert.equal(
      feed.requests[0]?.headers.get("user-agent"),
      `LegalWatch/1.0 (+${PUBLIC_URL}/; legislation monitor)`,
    );
    assert.equal(feed.requests[0]?.headers.get("accept"), "application/atom+xml");

    // Three new instruments: one page, down to the entry at the cursor.
    entries.unshift(entryXml(2002, 0.1), entryXml(2001, 0.2), entryXml(2000, 0.3));
    const again = await read(feed.endpoint, first.cursors.at(-1)!);
    assert.deepEqual(again.guids, [guidOf(2002), guidOf(2001), guidOf(2000), guidOf(1000)]);
    assert.deepEqual(again.cursors, [new Date(NOW.getTime() - 360_000).toISOString()]);

    // Nothing new: the entry at the cursor again, and the cursor unchanged.
    const idle = await read(feed.endpoint, again.cursors[0]!);
    assert.deepEqual([idle.guids, idle.cursors], [[guidOf(2002)], again.cursors]);
  } finally {
    await feed.close();
  }
});

Deno.test("a source never read looks back a week; a read walks ten pages at most", async () => {
  // One every half hour for 9 days: 432 entries, 22 pages, of which the last week is 16.
  const entries = Array.from({ length: 432 }, (_, i) => entryXml(3000 + i, 0.5 + i / 2));
  const feed = startFeed(entries);
  try {
    const first = await read(feed.endpoint);
    assert.equal(first.pages.length, 10);
    assert.equal(first.guids.length, 200);
    assert.deepEqual([first.pagesLeft, first.cursors.at(-1)], [false, "2026-11-26T11:30:00.000Z"]);
    const week = startFeed(entries.slice(0, 30).concat(entries.slice(336)));
    try {
      // 30 recent entries, then entries 7 days old: the walk stops at the first of those.
      const cut = await read(week.endpoint);
      assert.equal(cut.guids.length, 30);
      assert.equal(week.requests.length, 2);
    } finally {
      await week.close();
    }
  } finally {
    await feed.close();
  }
});

Deno.test("403 without LegalWatch's name, 429, 5xx, an empty feed and malformed answers", async () => {
  const entries = Array.from({ length: 45 }, (_, i) => entryXml(1000 + i, 1 + 2 * i));
  const feed = startFeed(entries);
  try {
    assert.equal(legislationUserAgent(null), "LegalWatch/1.0 (legislation monitor)");
    await assert.rejects(
      readPages(adapter, feed.endpoint, {
        start: { ...start, publicUrl: null },
        apiKey: null,
        allowPrivate: true,
        onPage: () => Promise.resolve(),
      }),
      (e) => e instanceof FetchError && e.status === 403,
    );
    feed.state.page2 = () =>
      new Response("Too many requests", { status: 429, headers: { "retry-after": "300" } });
    const pages: PageRead[] = [];
    await assert.rejects(
      readPages(adapter, feed.endpoint, {
        start,
        apiKey: null,
        allowPrivate: true,
        onPage: (page) => Promise.resolve(void pages.push(page)),
      }),
      (e) => e instanceof FetchError && e.status === 429 && e.retryAfterMs === 300_000,
    );
    // Page 1 was kept, the cursor not moved: the next read walks again from the top.
    assert.deepEqual(pages.map((p) => [p.feed.items.length, p.cursor]), [[20, null]]);
    feed.state.page2 = () => new Response("Bad gateway", { status: 502 });
    await assert.rejects(read(feed.endpoint), (e) => e instanceof FetchError && e.status === 502);
    feed.state.page2 = () =>
      new Response("<!DOCTYPE html><html><body>Service unavailable</body></html>", { status: 200 });
    await assert.rejects(read(feed.endpoint), {
      name: "FeedParseError",
      message: "feeds/legislation-gov-uk: not an Atom feed (root element <html>)",
    });
    feed.state.page2 = () => new Response(`<feed xmlns="http://www.w3.org/2005/Atom"><entry>`);
    await assert.rejects(read(feed.endpoint), { name: "FeedParseError" });
    // An entity bomb is refused before it grows.
    const bomb = new TextDecoder().decode(Deno.readFileSync(
      new URL("../testdata/billion_laughs.xml", import.meta.url),
    )).replaceAll("rss", "feed");
    feed.state.page2 = () => new Response(bomb);
    await assert.rejects(read(feed.endpoint), { name: "FeedParseError" });
  } finally {
    await feed.close();
  }
  const empty = startFeed([]);
  try {
    const nothing = await read(empty.endpoint);
    assert.deepEqual([nothing.pages.length, nothing.guids, nothing.cursors], [1, [], [null]]);
  } finally {
    await empty.close();
  }
});
