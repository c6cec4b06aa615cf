import assert from "node:assert/strict";
import { featuresOf } from "../../dedup/report_features.ts";
import { FetchError } from "../fetch/fetch_error.ts";
import { type FeedItem, FeedParseError } from "../parse/feed_types.ts";
import { eurLexCellar, readCellarPage } from "./eur_lex_cellar.ts";
import { CELLAR_PAGE_SIZE, cellarFirstPage } from "./eur_lex_cellar_query.ts";
import { type PagedSource, type PageRead, parseAsFirstPage, readPages } from "./paged.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
const fixture = JSON.parse(
  Deno.readTextFileSync(new URL("../testdata/eur_lex_cellar/acts.json", import.meta.url)),
);
type Binding = Record<string, { type: string; value: string; datatype?: string }>;
const FIXTURE_ROWS: Binding[] = fixture.results.bindings;
const literal = (value: string) => ({ type: "literal", value });

/**
 * 130 generated acts modified on 19 November, one a minute, except that acts 95 to 104 share one
 * time (so a page of 100 ends inside a run of equal times), then the fixture's three acts, then
 * 250 acts of one time on 22 November.
 */
function dataset(): Binding[] {
  const start = Date.parse("2026-11-19T13:00:00Z");
  const generated = Array.from({ length: 130 }, (_, i): Binding => {
    const minute = i >= 95 && i < 105 ? 95 : i;
    return {
      work: { type: "uri", value: `http://publications.europa.eu/resource/cellar/gen-${1000 + i}` },
      modified: literal(new Date(start + minute * 60_000).toISOString()),
      celex: literal(`32026R${2000 + i}`),
      title: literal(`Generated act ${i}`),
      date: literal("2026-11-18"),
      series: literal("L"),
    };
  });
  // A bulk load: 250 acts of one time, more than two pages.
  const bulk = Array.from({ length: 250 }, (_, i): Binding => ({
    work: { type: "uri", value: `http://publications.europa.eu/resource/cellar/bulk-${1000 + i}` },
    modified: literal("2026-11-22T08:00:00Z"),
    celex: literal(`32026D${3000 + i}`),
    date: literal("2026-11-21"),
  }));
  return [...generated, ...FIXTURE_ROWS, ...bulk];
}

/**
 * A SPARQL endpoint on 127.0.0.1 answering the adapter's SELECT over `rows` as Cellar would: it
 * demands the JSON results format, the window FILTER, GROUP BY, ORDER BY ?modified ?work and
 * LIMIT/OFFSET (else an HTTP 400 text error, as Virtuoso), and answers those rows. `answer`
 * replaces the answer (a status, a text error with status 200).
 */
function startCellar(rows: Binding[]) {
  const queries: string[] = [];
  const state: { answer?: () => Response } = {};
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const url = new URL(req.url);
    const query = url.searchParams.get("query") ?? "";
    queries.push(query);
    if (state.answer) return state.answer();
    const accepts = req.headers.get("accept")?.includes("application/sparql-results+json") &&
      url.searchParams.get("format") === "application/sparql-results+json";
    const window =
      /\?modified >= "([^"]+)"\^\^xsd:dateTime && \?modified < "([^"]+)"\^\^xsd:dateTime/
        .exec(query);
    const offset = /\nOFFSET (\d+)\n/.exec(query)?.[1];
    const limit = /\nLIMIT (\d+)\n/.exec(query)?.[1];
    const language = /language\/([A-Z]{3})>/.exec(query)?.[1];
    if (
      !accepts || !window || !offset || !limit || !language ||
      !query.includes("GROUP BY ?work ?modified") || !query.includes("ORDER BY ?modified ?work")
    ) {
      return new Response("Virtuoso 37000 Error SP030: SPARQL compiler: bad query", {
        status: 400,
      });
    }
    const [from, until] = [Date.parse(window[1]!), Date.parse(window[2]!)];
    const bindings = rows
      .filter((row) => {
        const time = Date.parse(row.modified!.value);
        return time >= from && time < until;
      })
      .sort((a, b) =>
        Date.parse(a.modified!.value) - Date.parse(b.modified!.value) ||
        a.work!.value.localeCompare(b.work!.value)
      )
      .slice(Number(offset), Number(offset) + Number(limit));
    return Response.json(
      { head: { vars: ["work", "modified", "celex"] }, results: { bindings } },
      { headers: { "content-type": "application/sparql-results+json" } },
    );
  });
  return {
    endpoint: `http://127.0.0.1:${server.addr.port}/webapi/rdf/sparql`,
    queries,
    state,
    close: () => server.shutdown(),
  };
}

// The adapter without its one-second gap, so that the walks stay fast.
const adapter: PagedSource = { ...eurLexCellar, minGapMs: 0 };
const start = { cursor: null, now: NOW, language: null };

/** Reads until the service has no more, as the sync would read after read; each page's items. */
async function readAll(endpoint: string, pagesPerRead: number, cursor: string | null = null) {
  const pages: PageRead[] = [];
  let reads = 0;
  for (;;) {
    reads++;
    const read = await readPages({ ...adapter, pagesPerRead }, endpoint, {
      start: { ...start, cursor },
      apiKey: null,
      allowPrivate: true,
      onPage: (page) => {
        pages.push(page);
        cursor = page.cursor ?? cursor;
        return Promise.resolve();
      },
    });
    if (!read.pagesLeft || reads > 50) break;
  }
  return { pages, cursor, reads, guids: pages.flatMap((p) => p.feed.items.map((i) => i.guid)) };
}

Deno.test("an act is an item with its EUR-Lex page, CELEX, dates and the heading the grouping reads", () => {
  const bytes = new TextEncoder().encode(JSON.stringify(fixture));
  const url = "https://publications.europa.eu/webapi/rdf/sparql";
  const feed = parseAsFirstPage(eurLexCellar)(bytes, { feedUrl: url, fetchedAt: NOW });
  assert.deepEqual(
    feed.items.map((i) => [i.guid, i.link, i.publishedAt.toISOString(), i.author]),
    [
      [
        "32026R1432",
        "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32026R1432",
        "2026-11-12T00:00:00.000Z",
        "Official Journal of the European Union (OJ L)",
      ],
      [
        "32026L0007",
        "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32026L0007",
        "2026-11-04T00:00:00.000Z",
        "Official Journal of the European Union (OJ L)",
      ],
      [
        "52026XC05123",
        "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52026XC05123",
        "2026-11-19T00:00:00.000Z",
        "Official Journal of the European Union (OJ C)",
      ],
    ],
  );
  const [regulation, directive] = feed.items;
  assert.equal(
    regulation?.content,
    "CELEX number 32026R1432. ELI http://data.europa.eu/eli/reg_impl/2026/1432/oj. " +
      "Official Journal of the European Union (OJ L). Date of document: 2026-11-12. " +
      "Entry into force: 2026-12-02.",
  );
  // A title is plain text: "<agreements>" is no markup.
  assert.match(directive?.title ?? "", /consumer credit <agreements> & cross-border services$/);
  const cases: [FeedItem | undefined, string][] = [
    [regulation, "eu:reg:2026:1432"],
    [directive, "eu:dir:2026:7"],
  ];
  for (const [item, key] of cases) {
    const features = featuresOf({
      title: item!.title,
      text: item!.content,
      link: item!.link!,
      sourceKind: "official_journal",
      jurisdiction: "EU",
      publishDate: item!.publishedAt.toISOString().slice(0, 10),
    });
    assert.deepEqual(features.own.get("eu"), [key]);
  }
});

Deno.test("the query asks for OJ L and C acts of a bounded window, in the source's language", () => {
  const first = new URL(
    cellarFirstPage("https://publications.europa.eu/webapi/rdf/sparql", {
      ...start,
      language: "fr",
    }).url,
  );
  assert.equal(first.searchParams.get("format"), "application/sparql-results+json");
  const query = first.searchParams.get("query") ?? "";
  // A source never read looks back a week; one window is a day at most.
  assert.match(
    query,
    /\?modified >= "2026-11-19T12:00:00.000Z"\^\^xsd:dateTime && \?modified < "2026-11-20T12:00:00.000Z"/,
  );
  assert.match(query, /language\/FRA>/);
  assert.match(query, /document-collection\/OJ-L>/);
  assert.match(query, /document-collection\/OJ-C>/);
  assert.match(query, /cdm:resource_legal_id_celex/);
  assert.match(
    query,
    new RegExp(`ORDER BY \\?modified \\?work\\nOFFSET 0\\nLIMIT ${CELLAR_PAGE_SIZE}`),
  );
  const resumed = cellarFirstPage("https://publications.europa.eu/webapi/rdf/sparql", {
    ...start,
    cursor: "2026-11-25T11:30:00.000Z;4",
  });
  const resumedQuery = new URL(resumed.url).searchParams.get("query") ?? "";
  // The last settled hour is left for the next read.
  assert.match(
    resumedQuery,
    /"2026-11-25T11:30:00.000Z"\^\^xsd:dateTime && \?modified < "2026-11-26T11:00:00.000Z"/,
  );
  assert.match(resumedQuery, /\nOFFSET 4\n/);
  assert.equal(resumed.headers?.accept, "application/sparql-results+json");
});

Deno.test("a walk reads every act once across pages, windows and reads, then resumes from its cursor", async () => {
  const rows = dataset();
  const cellar = startCellar(rows);
  try {
    const expected = rows.map((row) => row.celex!.value);
    const whole = await readAll(cellar.endpoint, 10);
    assert.equal(whole.reads, 1);
    assert.deepEqual(whole.guids, expected);
    // Day-long windows: 100 acts, then the rest from inside the run of equal times (and one act
    // of the next morning), then a day from where that page stopped; the bulk load in three
    // pages at one time; then empty days up to an hour ago.
    assert.deepEqual(
      whole.pages.map((p) => p.feed.items.length),
      [100, 31, 2, 100, 100, 50, 0, 0, 0, 0],
    );
    assert.deepEqual(whole.pages.slice(3, 5).map((p) => p.cursor), [
      "2026-11-22T08:00:00.000Z;100",
      "2026-11-22T08:00:00.000Z;200",
    ]);
    assert.equal(whole.cursor, "2026-11-26T08:00:00.000Z;0");

    // A page a read: the first read stops inside the run of equal times and the next reads go
    // on from there, without losing or repeating an act.
    const bounded = await readAll(cellar.endpoint, 1);
    assert.deepEqual(bounded.guids, expected);
    assert.ok(bounded.reads > 1);

    // Nothing new: one empty page, the cursor kept; a new act is read once.
    const idle = await readAll(cellar.endpoint, 10, whole.cursor);
    assert.deepEqual([idle.guids, idle.cursor], [[], whole.cursor]);
    rows.push({
      ...FIXTURE_ROWS[0]!,
      work: { type: "uri", value: "http://publications.europa.eu/resource/cellar/new" },
      modified: literal("2026-11-26T09:00:00Z"),
      celex: literal("32026R1500"),
    });
    const fresh = await readAll(cellar.endpoint, 10, whole.cursor);
    assert.deepEqual(fresh.guids, ["32026R1500"]);
  } finally {
    await cellar.close();
  }
});

Deno.test("429, 5xx, an error as HTTP 200 text and a malformed answer: clear errors, pages kept", async () => {
  const cellar = startCellar(dataset());
  const read = (onPage = () => Promise.resolve()) =>
    readPages(adapter, cellar.endpoint, { start, apiKey: null, allowPrivate: true, onPage });
  try {
    cellar.state.answer = () =>
      new Response("Too many requests", { status: 429, headers: { "retry-after": "30" } });
    await assert.rejects(read(), (e) => e instanceof FetchError && e.retryAfterMs === 30_000);
    cellar.state.answer = () => new Response("Service Unavailable", { status: 503 });
    await assert.rejects(read(), (e) => e instanceof FetchError && e.status === 503);
    cellar.state.answer = () =>
      new Response(
        "Virtuoso S1T00 Error SR171: Transaction timed out\n\nSPARQL query:\nSELECT …",
        { status: 200, headers: { "content-type": "text/plain" } },
      );
    await assert.rejects(read(), {
      name: "FeedParseError",
      message: "feeds/eur-lex-cellar: the endpoint answered an error instead of results: " +
        "Virtuoso S1T00 Error SR171: Transaction timed out",
    });
    cellar.state.answer = () => Response.json({ head: { vars: [] }, boolean: true });
    await assert.rejects(read(), {
      name: "FeedParseError",
      message: "feeds/eur-lex-cellar: the answer is not SPARQL results (no results.bindings)",
    });
    // A failure on page 2 after page 1 was handed over: the cursor of page 1 is kept.
    let calls = 0;
    const good = startCellar(dataset());
    cellar.state.answer = undefined;
    try {
      const handed: PageRead[] = [];
      const flaky: PagedSource = {
        ...adapter,
        readPage: (bytes, context) => {
          if (++calls === 2) throw new FeedParseError("feeds/eur-lex-cellar: test");
          return readCellarPage(bytes, context);
        },
      };
      await assert.rejects(
        readPages(flaky, good.endpoint, {
          start,
          apiKey: null,
          allowPrivate: true,
          onPage: (page) => Promise.resolve(void handed.push(page)),
        }),
        FeedParseError,
      );
      assert.deepEqual(handed.map((p) => [p.feed.items.length, p.cursor]), [
        [100, "2026-11-19T14:35:00.000Z;5"],
      ]);
    } finally {
      await good.close();
    }
  } finally {
    await cellar.close();
  }
});

Deno.test("a bad answer never crashes: odd values are skipped, a huge one is bounded", () => {
  const context = {
    feedUrl: "https://publications.europa.eu/webapi/rdf/sparql",
    fetchedAt: NOW,
    request: { url: "https://publications.europa.eu/webapi/rdf/sparql" },
    start,
  };
  const odd = {
    results: {
      bindings: [
        { celex: { type: "bnode", value: "32026R1" }, title: literal("Blank node") },
        { celex: literal("<script>"), eli: literal("javascript:alert(1)"), title: literal("x") },
        7,
        { celex: { type: "literal", value: 32026 } },
      ],
    },
  };
  const page = readCellarPage(new TextEncoder().encode(JSON.stringify(odd)), context);
  assert.deepEqual(page.feed.items.map((i) => [i.title, i.link, i.guid]), [
    ["Blank node", null, null],
    ["x", null, null],
  ]);
  assert.deepEqual([page.next, page.cursor], [null, null]);
  // A German source links the German page.
  const german = readCellarPage(new TextEncoder().encode(JSON.stringify(fixture)), {
    ...context,
    start: { ...start, language: "de" },
  });
  assert.equal(
    german.feed.items[0]?.link,
    "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:32026R1432",
  );
  const many = { results: { bindings: Array.from({ length: 200_000 }, () => ({})) } };
  const bounded = readCellarPage(new TextEncoder().encode(JSON.stringify(many)), context);
  assert.equal(bounded.feed.items.length, 0);
  assert.equal(bounded.feed.emptyItems + bounded.feed.itemsOverCap, 200_000);
  assert.throws(() => readCellarPage(new Uint8Array(), context), {
    message: "feeds/eur-lex-cellar: the endpoint answered nothing",
  });
});
