import assert from "node:assert/strict";
import { featuresOf } from "../../dedup/report_features.ts";
import { FetchError } from "../fetch/fetch_error.ts";
import type { FeedItem } from "../parse/feed_types.ts";
import { fixtureText, readAll, startApiServer } from "./api_server_test_helper.ts";
import { congressGov, ordinal } from "./congress_gov.ts";

const KEY = "congress-key-7f3a";
const now = new Date("2026-11-26T12:00:00Z");
const start = { cursor: null, now, language: null };
const SINCE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/**
 * api.congress.gov's /v3/bill as documented: 403 without X-Api-Key, XML unless format=json,
 * fromDateTime as YYYY-MM-DDTHH:MM:SSZ, limit at most 250, sort updateDate asc|desc; pages by
 * offset, `pagination.next` on its own host. `page2` says what the second page answers.
 */
function startCongress(page2: "bills" | "429" | "503" | "malformed" | "error" | "foreign") {
  return startApiServer((request, url, origin) => {
    const q = url.searchParams;
    if (request.headers.get("x-api-key") !== KEY) {
      return Response.json({ error: { code: "API_KEY_MISSING", message: "No api_key" } }, {
        status: 403,
      });
    }
    if (q.get("format") !== "json") return new Response("<api-root/>", { status: 200 });
    const bad = !SINCE.test(q.get("fromDateTime") ?? "") || Number(q.get("limit")) > 250 ||
      !["updateDate asc", "updateDate desc"].includes(q.get("sort") ?? "");
    if (bad) return Response.json({ error: "bad request" }, { status: 400 });
    if (q.get("fromDateTime") === "2026-11-23T17:30:45Z") {
      return new Response(fixtureText("congress_gov", "bills_empty.json"));
    }
    if ((q.get("offset") ?? "0") === "0") {
      const page = fixtureText("congress_gov", "bills_page1.json");
      const host = page2 === "foreign" ? "http://192.0.2.1" : origin;
      return new Response(page.replaceAll("https://api.congress.gov", host));
    }
    if (page2 === "429") return new Response("", { status: 429, headers: { "retry-after": "90" } });
    if (page2 === "503") return new Response("down", { status: 503 });
    if (page2 === "malformed") return new Response('{"bills": [{"title": "cut');
    if (page2 === "error") return new Response(fixtureText("congress_gov", "error_200.json"));
    return new Response(fixtureText("congress_gov", "bills_page2.json"));
  });
}

const row = (i: FeedItem) => [i.title, i.link, i.guid, i.publishedAt.toISOString(), i.author];

Deno.test("congress-gov: a first read asks for a week of bills oldest first and walks the pages", async () => {
  const api = startCongress("bills");
  try {
    const { items, cursors, read } = await readAll(congressGov, `${api.origin}/v3/bill`, {
      start,
      apiKey: KEY,
    });
    assert.deepEqual(items.map(row), [
      [
        "American Privacy Rights Act of 2026",
        "https://www.congress.gov/bill/119th-congress/house-bill/2211",
        "H.R. 2211, 119th Congress",
        "2026-11-18T00:00:00.000Z",
        "House",
      ],
      [
        "Stablecoin Transparency Act",
        "https://www.congress.gov/bill/119th-congress/senate-bill/56",
        "S. 56, 119th Congress",
        "2026-11-20T00:00:00.000Z",
        "Senate",
      ],
      [
        "Providing for congressional disapproval of the rule submitted by the Consumer Financial Protection Bureau relating to overdraft lending.",
        "https://www.congress.gov/bill/119th-congress/house-joint-resolution/12",
        "H.J.Res. 12, 119th Congress",
        "2026-11-21T00:00:00.000Z",
        "House",
      ],
      [
        "Omnibus Budget Reconciliation Act of 1990",
        "https://www.congress.gov/bill/101st-congress/house-bill/5835",
        "H.R. 5835, 101st Congress",
        "1990-11-05T00:00:00.000Z",
        "House",
      ],
      [
        'A resolution designating November 2026 as "National Data Literacy Month".',
        "https://www.congress.gov/bill/119th-congress/senate-resolution/480",
        "S.Res. 480, 119th Congress",
        "2026-11-23T00:00:00.000Z",
        "Senate",
      ],
    ]);
    assert.equal(
      items[0]?.content,
      "H.R. 2211 (119th Congress), introduced in the House. Latest action (2026-11-18): " +
        "Referred to the House Committee on Energy and Commerce.",
    );
    assert.deepEqual(cursors, ["2026-11-21T22:40:09Z", "2026-11-23T17:30:45Z"]);
    assert.deepEqual([read.pages, read.pagesLeft], [2, false]);
    const first = new URL(api.requests[0]!.url);
    assert.equal(first.searchParams.get("fromDateTime"), "2026-11-19T12:00:00Z");
    assert.match(api.requests[0]!.url, /sort=updateDate\+asc/);
    assert.equal(first.searchParams.get("limit"), "250");
    assert.ok(api.requests.every((r) => r.headers.get("x-api-key") === KEY));
    assert.ok(api.requests.every((r) => !r.url.includes(KEY)), "the key is never in a URL");
  } finally {
    await api.close();
  }
});

Deno.test("congress-gov: a read resumes from its cursor; an empty page keeps it", async () => {
  const api = startCongress("bills");
  try {
    const cursor = "2026-11-23T17:30:45Z";
    const { items, cursors, read } = await readAll(congressGov, `${api.origin}/v3/bill`, {
      start: { ...start, cursor },
      apiKey: KEY,
    });
    assert.equal(new URL(api.requests[0]!.url).searchParams.get("fromDateTime"), cursor);
    assert.deepEqual([items.length, cursors, read.pages], [0, [null], 1]);
  } finally {
    await api.close();
  }
});

Deno.test("congress-gov: refusals and bad answers are clear errors, pages before them kept", async () => {
  const endpoint = (api: { origin: string }) => `${api.origin}/v3/bill`;
  const cases: [Parameters<typeof startCongress>[0], string | null, (e: unknown) => boolean][] = [
    ["bills", null, (e) => e instanceof FetchError && e.status === 403],
    ["429", KEY, (e) => e instanceof FetchError && e.status === 429 && e.retryAfterMs === 90_000],
    ["503", KEY, (e) => e instanceof FetchError && e.status === 503],
    [
      "malformed",
      KEY,
      (e) => e instanceof Error && /^feeds\/congress-gov: invalid JSON/.test(e.message),
    ],
    [
      "error",
      KEY,
      (e) =>
        e instanceof Error && e.name === "FeedParseError" &&
        e.message === "feeds/congress-gov: the service answered: Unknown resource: bills",
    ],
    [
      "foreign",
      KEY,
      (e) =>
        e instanceof Error &&
        e.message === "feeds/congress-gov: the next page is on another host (192.0.2.1)",
    ],
  ];
  for (const [page2, apiKey, expected] of cases) {
    const api = startCongress(page2);
    try {
      const items: FeedItem[] = [];
      await assert.rejects(readAll(congressGov, endpoint(api), { start, apiKey, items }), expected);
      // A page naming a next page elsewhere is refused whole: its cursor is not taken either.
      assert.equal(items.length, apiKey && page2 !== "foreign" ? 3 : 0, page2);
    } finally {
      await api.close();
    }
  }
});

Deno.test("congress-gov: the grouping finds the bill with its congress", () => {
  const bytes = new TextEncoder().encode(fixtureText("congress_gov", "bills_page1.json"));
  const page = congressGov.readPage(bytes, {
    feedUrl: "https://api.congress.gov/v3/bill",
    fetchedAt: now,
    request: { url: "https://api.congress.gov/v3/bill?format=json" },
    start,
  });
  const item = page.feed.items[1]!;
  const own = featuresOf({
    title: item.title,
    text: item.content,
    link: item.link ?? "",
    sourceKind: "official_journal",
    jurisdiction: "US",
    publishDate: item.publishedAt.toISOString().slice(0, 10),
  }).own;
  assert.deepEqual(own.get("us-bill"), ["us-bill:s:56@119"]);
  assert.deepEqual([ordinal(101), ordinal(102), ordinal(103), ordinal(111), ordinal(119)], [
    "101st",
    "102nd",
    "103rd",
    "111th",
    "119th",
  ]);
});
