import assert from "node:assert/strict";
import { featuresOf } from "../../dedup/report_features.ts";
import { FetchError } from "../fetch/fetch_error.ts";
import type { FeedItem } from "../parse/feed_types.ts";
import { fixtureText, readAll, startApiServer } from "./api_server_test_helper.ts";
import { regulationsGov } from "./regulations_gov.ts";

const KEY = "regs-key-51c0";
const now = new Date("2026-11-26T12:00:00Z");
const start = { cursor: null, now, language: null };
const FILTER = "filter[lastModifiedDate][ge]";
const EASTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A document of the documented shape, modified at `modified`. */
function documentAt(id: string, modified: string) {
  const attributes = { documentType: "Notice", title: `Notice ${id}`, agencyId: "EPA" };
  return { id, type: "documents", attributes: { ...attributes, lastModifiedDate: modified } };
}

/**
 * api.regulations.gov's /v4/documents as documented: 403 without X-Api-Key; the date filter as
 * "yyyy-MM-dd HH:mm:ss"; page[size] 5 to 250 and page[number] 1 to 20, else a JSON:API 400;
 * sorted by lastModifiedDate,documentId. `mode` says what it holds: the two fixture pages, 21
 * pages of one document each (for the restart at page 20), or a failure on page 2.
 */
function startRegulations(mode: "fixtures" | "many" | "429" | "500" | "malformed" | "error") {
  return startApiServer((request, url) => {
    const q = url.searchParams;
    if (request.headers.get("x-api-key") !== KEY) {
      return Response.json({ error: { code: "API_KEY_MISSING", message: "No api_key" } }, {
        status: 403,
      });
    }
    const size = Number(q.get("page[size]"));
    const page = Number(q.get("page[number]"));
    if (
      !EASTERN.test(q.get(FILTER) ?? "") || !(size >= 5 && size <= 250) ||
      !(page >= 1 && page <= 20) || q.get("sort") !== "lastModifiedDate,documentId"
    ) {
      return Response.json({ errors: [{ status: "400", title: "Bad request" }] }, { status: 400 });
    }
    if (mode === "many") {
      // Page N of the first filter holds a document of minute N; the restarted filter one more.
      const restarted = q.get(FILTER) !== "2026-11-19 07:00:00";
      const minute = String(restarted ? 21 : page).padStart(2, "0");
      const data = [documentAt(`EPA-${minute}`, `2026-11-20T15:${minute}:00Z`)];
      return Response.json({ data, meta: { hasNextPage: !restarted, pageNumber: page } });
    }
    if (q.get(FILTER) === "2026-11-21 21:30:00") {
      return new Response(fixtureText("regulations_gov", "documents_empty.json"));
    }
    if (page === 1) return new Response(fixtureText("regulations_gov", "documents_page1.json"));
    if (mode === "429") return new Response("", { status: 429, headers: { "retry-after": "30" } });
    if (mode === "500") return new Response("oops", { status: 500 });
    if (mode === "malformed") return new Response("<html>Service Unavailable</html>");
    if (mode === "error") return new Response(fixtureText("regulations_gov", "error_200.json"));
    return new Response(fixtureText("regulations_gov", "documents_page2.json"));
  });
}

const row = (i: FeedItem) => [i.title, i.link, i.guid, i.publishedAt.toISOString(), i.author];

Deno.test("regulations-gov: a first read asks from a week ago in Eastern time and walks the pages", async () => {
  const api = startRegulations("fixtures");
  try {
    const endpoint = `${api.origin}/v4/documents?filter[agencyId]=CFPB,EPA,FAA,SEC,FDA`;
    const { items, cursors, read } = await readAll(regulationsGov, endpoint, {
      start,
      apiKey: KEY,
    });
    assert.deepEqual(items.map(row), [
      [
        "Personal Financial Data Rights Reconsideration",
        "https://www.regulations.gov/document/CFPB-2026-0041-0001",
        "CFPB-2026-0041-0001",
        "2026-11-19T05:00:00.000Z",
        "CFPB",
      ],
      [
        "National Emission Standards for Hazardous Air Pollutants: Chemical Manufacturing Area Sources",
        "https://www.regulations.gov/document/EPA-HQ-OAR-2025-0194-0112",
        "EPA-HQ-OAR-2025-0194-0112",
        "2026-11-20T05:00:00.000Z",
        "EPA",
      ],
      [
        "Agency Information Collection Activities: Requests for Comments",
        "https://www.regulations.gov/document/FAA-2026-1187-0003",
        "FAA-2026-1187-0003",
        "2026-10-21T04:00:00.000Z",
        "FAA",
      ],
      [
        "Amendments to Form PF",
        "https://www.regulations.gov/document/SEC-2026-0933-0001",
        "SEC-2026-0933-0001",
        "2026-11-21T05:00:00.000Z",
        "SEC",
      ],
      [
        "Food Labeling: Front-of-Package Nutrition Information",
        "https://www.regulations.gov/document/FDA-2026-N-4410-0001",
        "FDA-2026-N-4410-0001",
        "2026-11-21T05:00:00.000Z",
        "FDA",
      ],
    ]);
    assert.deepEqual(items.slice(0, 3).map((i) => i.content), [
      "Proposed Rule by CFPB, docket CFPB-2026-0041, FR Doc. 2026-24512. Comments open until 2027-01-19.",
      "Rule by EPA, docket EPA-HQ-OAR-2025-0194, FR Doc. 2026-24630.",
      "Notice by FAA, docket FAA-2026-1187. Comments closed on 2026-11-19.",
    ]);
    assert.deepEqual(cursors, ["2026-11-21T13:10:30Z", "2026-11-22T02:30:00Z"]);
    assert.deepEqual([read.pages, read.pagesLeft], [2, false]);
    const asked = api.requests.map((r) => new URL(r.url).searchParams);
    // 2026-11-19T12:00:00Z is 07:00 in Washington (EST); the source's own filter is kept.
    assert.deepEqual(asked.map((q) => [q.get(FILTER), q.get("page[number]")]), [
      ["2026-11-19 07:00:00", "1"],
      ["2026-11-19 07:00:00", "2"],
    ]);
    assert.ok(asked.every((q) => q.get("filter[agencyId]") === "CFPB,EPA,FAA,SEC,FDA"));
    assert.ok(api.requests.every((r) => r.headers.get("x-api-key") === KEY));
    assert.ok(api.requests.every((r) => !r.url.includes(KEY)), "the key is never in a URL");
  } finally {
    await api.close();
  }
});

Deno.test("regulations-gov: the cursor is asked for in Eastern time on either side of a DST change", async () => {
  const api = startRegulations("fixtures");
  try {
    const endpoint = `${api.origin}/v4/documents`;
    // The cursor of the last read (UTC) in EST, and a first read of a week that started in EDT.
    const empty = await readAll(regulationsGov, endpoint, {
      start: { ...start, cursor: "2026-11-22T02:30:00Z" },
      apiKey: KEY,
    });
    assert.deepEqual([empty.items.length, empty.cursors], [0, [null]]);
    await readAll(regulationsGov, endpoint, {
      start: { ...start, now: new Date("2026-11-05T12:00:00Z") },
      apiKey: KEY,
    });
    const filters = api.requests.map((r) => new URL(r.url).searchParams.get(FILTER));
    assert.deepEqual(filters.slice(0, 2), ["2026-11-21 21:30:00", "2026-10-29 08:00:00"]);
  } finally {
    await api.close();
  }
});

Deno.test("regulations-gov: past page 20 the filter restarts from the last record's time", async () => {
  const api = startRegulations("many");
  try {
    const { items, cursors } = await readAll(
      { ...regulationsGov, pagesPerRead: 25 },
      `${api.origin}/v4/documents`,
      {
        start,
        apiKey: KEY,
      },
    );
    assert.equal(items.length, 21);
    const asked = api.requests.map((r) => new URL(r.url).searchParams);
    assert.deepEqual(
      [asked[19]?.get("page[number]"), asked[20]?.get("page[number]"), asked[20]?.get(FILTER)],
      ["20", "1", "2026-11-20 10:20:00"], // page 20's record: 15:20 UTC
    );
    assert.equal(cursors.at(-1), "2026-11-20T15:21:00Z");
  } finally {
    await api.close();
  }
});

Deno.test("regulations-gov: refusals and bad answers are clear errors, pages before them kept", async () => {
  const cases: [Parameters<typeof startRegulations>[0], string | null, (e: unknown) => boolean][] =
    [
      ["fixtures", null, (e) => e instanceof FetchError && e.status === 403],
      ["429", KEY, (e) => e instanceof FetchError && e.status === 429 && e.retryAfterMs === 30_000],
      ["500", KEY, (e) => e instanceof FetchError && e.status === 500],
      [
        "malformed",
        KEY,
        (e) => e instanceof Error && /^feeds\/regulations-gov: invalid JSON/.test(e.message),
      ],
      [
        "error",
        KEY,
        (e) =>
          e instanceof Error && e.name === "FeedParseError" &&
          e.message ===
            "feeds/regulations-gov: the service answered: The value of filter[lastModifiedDate][ge] must be in the format yyyy-MM-dd HH:mm:ss",
      ],
    ];
  for (const [mode, apiKey, expected] of cases) {
    const api = startRegulations(mode);
    try {
      const items: FeedItem[] = [];
      await assert.rejects(
        readAll(regulationsGov, `${api.origin}/v4/documents`, { start, apiKey, items }),
        expected,
      );
      assert.equal(items.length, apiKey ? 3 : 0, mode);
    } finally {
      await api.close();
    }
  }
});

Deno.test("regulations-gov: the grouping finds the Federal Register document a rule publishes", () => {
  const bytes = new TextEncoder().encode(fixtureText("regulations_gov", "documents_page1.json"));
  const page = regulationsGov.readPage(bytes, {
    feedUrl: "https://api.regulations.gov/v4/documents",
    fetchedAt: now,
    request: { url: "https://api.regulations.gov/v4/documents?page[number]=1" },
    start,
  });
  const report = (title: string, text: string, link: string) =>
    featuresOf({
      title,
      text,
      link,
      sourceKind: "official_journal",
      jurisdiction: "US",
      publishDate: "2026-11-19",
    }).own.get("us-fr-doc");
  const item = page.feed.items[0]!;
  const federalRegister = report(
    item.title,
    "The Bureau proposes to reconsider its rule.",
    "https://www.federalregister.gov/documents/2026/11/19/2026-24512/personal-financial-data-rights-reconsideration",
  );
  assert.deepEqual(report(item.title, item.content, item.link ?? ""), ["us-fr-doc:2026-24512"]);
  assert.deepEqual(federalRegister, ["us-fr-doc:2026-24512"]);
});
