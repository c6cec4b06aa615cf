import assert from "node:assert/strict";
import { featuresOf, type Report } from "../../dedup/report_features.ts";
import { sameChange } from "../../dedup/same_change.ts";
import { FetchError } from "../fetch/fetch_error.ts";
import type { FeedItem } from "../parse/feed_types.ts";
import { fixtureText, readAll, startApiServer } from "./api_server_test_helper.ts";
import { OPEN_STATES_URL_MESSAGE } from "../../../domain/open_states_url.ts";
import { OPEN_STATES_MIN_GAP_MS, OPEN_STATES_PAGES_PER_READ, openStates } from "./open_states.ts";

const KEY = "openstates-key-9d2e";
const now = new Date("2026-11-26T12:00:00Z");
const start = { cursor: null, now, language: null };
// The service allows about 10 requests a minute; the tests' server does not wait for it.
const noGap = { ...openStates, minGapMs: 0 };
const SINCE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2})?$/; // no zone suffix

/**
 * v3.openstates.org's /bills as documented: 403 without X-API-KEY; 400 without jurisdiction or
 * q, with per_page over 20, or with updated_since in another format; pages by `page` up to
 * pagination.max_page. `page2` says what the second page answers.
 */
function startOpenStates(page2: "bills" | "429" | "502" | "malformed" | "error") {
  return startApiServer((request, url) => {
    const q = url.searchParams;
    if (request.headers.get("x-api-key") !== KEY) {
      return Response.json({ detail: "Must provide API Key" }, { status: 403 });
    }
    if (!q.get("jurisdiction") && !q.get("q")) {
      return Response.json({ detail: "Must provide either jurisdiction or q" }, { status: 400 });
    }
    if (Number(q.get("per_page") ?? "10") > 20 || !SINCE.test(q.get("updated_since") ?? "")) {
      return Response.json({ detail: "invalid parameters" }, { status: 400 });
    }
    if (q.get("updated_since") === "2026-11-21T16:20:05") {
      return new Response(fixtureText("open_states", "bills_empty.json"));
    }
    if (q.get("page") === "1") return new Response(fixtureText("open_states", "bills_page1.json"));
    if (page2 === "429") return new Response("", { status: 429, headers: { "retry-after": "60" } });
    if (page2 === "502") return new Response("bad gateway", { status: 502 });
    if (page2 === "malformed") return new Response('{"results": [');
    if (page2 === "error") return new Response(fixtureText("open_states", "error_200.json"));
    return new Response(fixtureText("open_states", "bills_page2.json"));
  });
}

const row = (i: FeedItem) => [i.title, i.link, i.guid, i.publishedAt.toISOString(), i.author];

Deno.test("open-states: a first read asks for a week of the state's bills and walks the pages", async () => {
  const api = startOpenStates("bills");
  try {
    const { items, cursors, read } = await readAll(noGap, `${api.origin}/bills?jurisdiction=ca`, {
      start,
      apiKey: KEY,
    });
    assert.deepEqual(items.map(row), [
      [
        "Automated decisions systems.",
        "https://openstates.org/ca/bills/20252026/AB1018/",
        "ocd-bill/5f1e2d3c-0a4b-4c7d-9e8f-112233445566",
        "2026-11-18T00:00:00.000Z",
        "California Assembly",
      ],
      [
        "Artificial intelligence models: large developers.",
        "https://openstates.org/ca/bills/20252026/SB53/",
        "ocd-bill/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
        "2026-11-19T00:00:00.000Z",
        "California Senate",
      ],
      [
        "Data Privacy Day.",
        "https://openstates.org/ca/bills/20252026/ACR12/",
        "ocd-bill/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
        "2026-11-21T16:20:05.000Z", // no action yet: the update time
        "California Assembly",
      ],
    ]);
    assert.equal(
      items[0]?.content,
      "California AB 1018 (session 20252026). Latest action (2026-11-18): Chaptered by " +
        "Secretary of State - Chapter 412, Statutes of 2026.",
    );
    assert.equal(items[2]?.content, "California ACR 12 (session 20252026).");
    assert.deepEqual(cursors, ["2026-11-20T07:45:00Z", "2026-11-21T16:20:05Z"]);
    assert.deepEqual([read.pages, read.pagesLeft], [2, false]);
    const asked = api.requests.map((r) => new URL(r.url).searchParams);
    assert.deepEqual(
      asked.map((q) => [q.get("updated_since"), q.get("sort"), q.get("per_page"), q.get("page")]),
      [
        ["2026-11-19T12:00:00", "updated_asc", "20", "1"],
        ["2026-11-19T12:00:00", "updated_asc", "20", "2"],
      ],
    );
    assert.ok(api.requests.every((r) => r.headers.get("x-api-key") === KEY));
    assert.ok(api.requests.every((r) => !r.url.includes(KEY)), "the key is never in a URL");
  } finally {
    await api.close();
  }
});

Deno.test("open-states: a read resumes from its cursor; about 10 requests a minute", async () => {
  const api = startOpenStates("bills");
  try {
    const { items, cursors } = await readAll(noGap, `${api.origin}/bills?q=privacy`, {
      start: { ...start, cursor: "2026-11-21T16:20:05Z" },
      apiKey: KEY,
    });
    assert.deepEqual([items.length, cursors], [0, [null]]);
    assert.equal(new URL(api.requests[0]!.url).searchParams.get("q"), "privacy");
    assert.deepEqual([openStates.minGapMs, openStates.pagesPerRead], [
      OPEN_STATES_MIN_GAP_MS,
      OPEN_STATES_PAGES_PER_READ,
    ]);
    assert.ok(OPEN_STATES_MIN_GAP_MS >= 6_000 && OPEN_STATES_PAGES_PER_READ <= 5);
  } finally {
    await api.close();
  }
});

Deno.test("open-states: a URL naming neither a state nor a search is refused before any request", async () => {
  const api = startOpenStates("bills");
  try {
    for (const endpoint of [`${api.origin}/bills`, `${api.origin}/bills?jurisdiction=%20`]) {
      await assert.rejects(readAll(noGap, endpoint, { start, apiKey: KEY }), {
        name: "FeedParseError",
        message: `feeds/open-states: ${OPEN_STATES_URL_MESSAGE}`,
      });
    }
    assert.equal(api.requests.length, 0);
  } finally {
    await api.close();
  }
});

Deno.test("open-states: refusals and bad answers are clear errors, pages before them kept", async () => {
  const cases: [Parameters<typeof startOpenStates>[0], string | null, (e: unknown) => boolean][] = [
    ["bills", null, (e) => e instanceof FetchError && e.status === 403],
    ["429", KEY, (e) => e instanceof FetchError && e.status === 429 && e.retryAfterMs === 60_000],
    ["502", KEY, (e) => e instanceof FetchError && e.status === 502],
    [
      "malformed",
      KEY,
      (e) => e instanceof Error && /^feeds\/open-states: invalid JSON/.test(e.message),
    ],
    [
      "error",
      KEY,
      (e) =>
        e instanceof Error && e.name === "FeedParseError" &&
        e.message ===
          "feeds/open-states: the service answered: Must provide either jurisdiction or q",
    ],
  ];
  for (const [page2, apiKey, expected] of cases) {
    const api = startOpenStates(page2);
    try {
      const items: FeedItem[] = [];
      const endpoint = `${api.origin}/bills?jurisdiction=ca`;
      await assert.rejects(readAll(noGap, endpoint, { start, apiKey, items }), expected);
      assert.equal(items.length, apiKey ? 2 : 0, page2);
    } finally {
      await api.close();
    }
  }
});

Deno.test("open-states: a state bill from Open States and from a law firm is one change", () => {
  const bytes = new TextEncoder().encode(fixtureText("open_states", "bills_page1.json"));
  const page = openStates.readPage(bytes, {
    feedUrl: "https://v3.openstates.org/bills?jurisdiction=ca",
    fetchedAt: now,
    request: { url: "https://v3.openstates.org/bills?jurisdiction=ca&page=1" },
    start,
  });
  const item = page.feed.items[0]!;
  const report = (r: Pick<Report, "title" | "text" | "link" | "sourceKind">) =>
    featuresOf({ ...r, jurisdiction: "US", publishDate: "2026-11-19" });
  const openStatesReport = report({
    title: item.title,
    text: item.content,
    link: item.link ?? "",
    sourceKind: "official_journal",
  });
  const lawFirmReport = {
    title: "Governor signs California's automated decision rules",
    text: "California AB 1018 now requires notices before automated decisions in employment.",
    link: "https://www.example-law.com/insights/ab-1018",
    sourceKind: "law_firm" as const,
  };
  const lawFirm = report(lawFirmReport);
  const otherBill = report({
    ...lawFirmReport,
    text: "California SB 7 regulates automated decisions.",
  });
  assert.deepEqual(openStatesReport.own.get("us-state-bill"), [
    "us-state-bill:ca:ab:1018@20252026",
  ]);
  assert.equal(sameChange(openStatesReport, lawFirm).same, true);
  assert.equal(sameChange(openStatesReport, otherBill).same, false);
});
