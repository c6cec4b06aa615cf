/**
 * The sync of every source format (sources/adapters.ts) against fixture answers on the local
 * feed server: what it fetches, what it stores, what it counts.
 */
import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import { type FeedServer, startFeedServer } from "./feed_server_test_helper.ts";
import { MAX_FULL_TEXT_PAGES } from "./full_text.ts";
import { SyncService } from "./sync_service.ts";

const now = () => new Date("2026-06-15T12:00:00Z");

async function withServer(fn: (server: FeedServer) => Promise<void>): Promise<void> {
  const server = startFeedServer();
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** A specialist source (no term filter: every item is stored) of a new jurisdiction. */
async function addSource(db: Db, values: Omit<typeof rssSources.$inferInsert, "jurisdictionId">) {
  const [j] = await db.insert(jurisdictions).values({ name: `J ${crypto.randomUUID()}` })
    .returning();
  const [row] = await db.insert(rssSources).values({
    jurisdictionId: j!.id,
    sourceType: "specialist",
    ...values,
  }).returning();
  return row!;
}

async function syncSource(db: Db, id: number) {
  const sync = new SyncService({
    db,
    now,
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    fetchTimeoutMs: 2_000,
  });
  const started = await sync.syncSourceNow(id);
  assert.ok(started);
  const summary = await started.summary;
  await started.finished;
  assert.deepEqual(summary.errors, []);
  return summary;
}

async function storedOf(db: Db, sourceId: number) {
  return await db.select().from(legalUpdates).where(eq(legalUpdates.rssSourceId, sourceId))
    .orderBy(asc(legalUpdates.id));
}

dbTest("a JSON Feed source stores its items", async ({ db }) => {
  await withServer(async (server) => {
    const source = await addSource(db, {
      name: "Releases",
      url: server.url("/feeds/json_feed_1_1.json?type=application/feed%2Bjson"),
    });
    const summary = await syncSource(db, source.id);
    assert.equal(summary.itemsFound, 4);
    assert.equal(summary.itemsWithoutLink, 1);
    assert.equal(summary.unreadableDates, 1);
    const rows = await storedOf(db, source.id);
    assert.deepEqual(rows.map((r) => [r.title, r.sourceUrl, r.publishDate.toISOString()]), [
      [
        "Final rule on climate disclosures <Form 10-K>",
        "https://securities.example.gov/releases/2024-41",
        "2024-03-06T21:00:00.000Z",
      ],
      [
        "Statement on the Consolidated Audit Trail",
        server.url("/releases/2024-42"),
        "2024-03-08T09:30:00.000Z",
      ],
      [
        "An item without a title takes it from its text.",
        "https://www.federalregister.example.gov/d/2024-43",
        now().toISOString(),
      ],
    ]);
  });
});

dbTest("a Federal Register source asks the API for the newest documents", async ({ db }) => {
  await withServer(async (server) => {
    const source = await addSource(db, {
      name: "Federal Register: privacy",
      url: server.url("/feeds/federal_register.json?conditions%5Bterm%5D=privacy"),
      format: "federal-register",
    });
    await syncSource(db, source.id);
    const request = server.requests.find((r) => r.path.startsWith("/feeds/federal_register"));
    assert.equal(
      request?.path,
      "/feeds/federal_register.json?conditions%5Bterm%5D=privacy&order=newest&per_page=100",
    );
    assert.equal(request?.headers.get("accept"), "application/json");
    const rows = await storedOf(db, source.id);
    assert.equal(rows.length, 3);
    assert.equal(rows[1]?.publishDate.toISOString(), "2024-04-26T00:00:00.000Z");
    assert.match(rows[1]?.content ?? "", /^Rule by Health and Human Services Department/);
  });
});

dbTest("a UK Parliament Bills source stores each bill with its page as link", async ({ db }) => {
  await withServer(async (server) => {
    const source = await addSource(db, {
      name: "UK bills",
      url: server.url("/feeds/uk_parliament_bills.json"),
      format: "uk-parliament-bills",
    });
    await syncSource(db, source.id);
    assert.ok(server.requests.some((r) => r.path.includes("SortOrder=DateUpdatedDescending")));
    const rows = await storedOf(db, source.id);
    assert.deepEqual(rows.map((r) => [r.title, r.sourceUrl]), [
      ["Renters' Rights Bill", "https://bills.parliament.uk/bills/3764"],
      ["Data (Use and Access) Bill [HL]", "https://bills.parliament.uk/bills/3737"],
      ["Assisted Dying Bill", "https://bills.parliament.uk/bills/3801"],
    ]);
    assert.equal(
      rows[0]?.content,
      "Current stage: 2nd reading, House of Lords. Introduced in the House of Commons.",
    );
  });
});

dbTest(
  "a web page source stores the links its selector picks, dated when first seen",
  async ({ db }) => {
    await withServer(async (server) => {
      const source = await addSource(db, {
        name: "Notices page",
        url: server.url("/feeds/web_page.html"),
        format: "web-page",
        selector: "ul.results h3",
      });
      const first = await syncSource(db, source.id);
      assert.equal(first.itemsWithoutLink, 1); // the javascript: link
      assert.equal(first.unreadableDates, 0); // a page has no dates to misread
      const rows = await storedOf(db, source.id);
      assert.deepEqual(rows.map((r) => [r.title, r.sourceUrl, r.publishDate.toISOString()]), [
        ["Consumer Credit Regulations 2024", server.url("/news/2024/ccr"), now().toISOString()],
        [
          "Decision 17 & reasons",
          "https://other.example.gov/decisions/17?utm_source=fco",
          now().toISOString(),
        ],
        ["Buy-now-pay-later rules", server.url("/news/2024/bnpl"), now().toISOString()],
      ]);
    });
  },
);

dbTest("items without a link are skipped and counted, like unreadable dates", async ({ db }) => {
  await withServer(async (server) => {
    const links = await addSource(db, {
      name: "Court notices",
      url: server.url("/feeds/guids_and_links.xml"),
    });
    const summary = await syncSource(db, links.id);
    assert.equal(summary.itemsFound, 6);
    assert.equal(summary.itemsWithoutLink, 3);
    assert.equal(summary.itemsInserted, 3);
    // Stored as written; the dedupe key is the normalised link.
    const rows = await storedOf(db, links.id);
    assert.equal(rows[1]?.sourceUrl, "HTTPS://Courts.Example.GOV/notices/104/?utm_source=rss&id=7");
    assert.equal(rows[1]?.sourceUrlKey, "https://courts.example.gov/notices/104?id=7");

    const dates = await addSource(db, {
      name: "Gazette",
      url: server.url("/feeds/zone_names.xml"),
    });
    assert.equal((await syncSource(db, dates.id)).unreadableDates, 1);
  });
});

dbTest("a document of empty items stores nothing and counts them as skipped", async ({ db }) => {
  await withServer(async (server) => {
    // Each of these is big enough to be read in the sync's worker.
    const documents = { "federal-register": 100_000, "json-feed": 30_000, "rss": 30_000 };
    for (const [format, items] of Object.entries(documents)) {
      const source = await addSource(db, {
        name: `Empty ${format}`,
        url: server.url(`/empty-items/${format}?items=${items}`),
        format: format === "federal-register" ? format : "auto",
      });
      const summary = await syncSource(db, source.id);
      assert.deepEqual(
        [summary.itemsFound, summary.emptyItems, summary.itemsWithoutLink, summary.itemsInserted],
        [0, items, 0, 0],
        format,
      );
      assert.deepEqual(await storedOf(db, source.id), [], format);
    }
  });
});

dbTest("fetchFullText gives short items their page's text, and only those", async ({ db }) => {
  await withServer(async (server) => {
    const source = await addSource(db, {
      name: "Teasers",
      url: server.url("/feeds/teasers.xml"),
      fetchFullText: true,
    });
    const summary = await syncSource(db, source.id);
    assert.equal(summary.fullTextsFetched, 1);
    const [credit, statement, report] = await storedOf(db, source.id);
    assert.match(
      credit?.content ?? "",
      /^New Consumer Credit Regulations 2024 The Consumer Credit/,
    );
    assert.doesNotMatch(credit?.content ?? "", /Subscribe|Privacy|trackArticle/);
    assert.equal(statement?.content, ""); // its page answered 404: what the feed gave
    assert.match(report?.content ?? "", /^The annual report sets out/); // long enough already
    const pages = server.requests.map((r) => r.path).filter((p) => !p.endsWith("teasers.xml"));
    assert.deepEqual(pages.toSorted(), ["/feeds/html_page.html", "/status/404"]);
  });
});

dbTest("without fetchFullText no page is fetched", async ({ db }) => {
  await withServer(async (server) => {
    const source = await addSource(db, { name: "Teasers", url: server.url("/feeds/teasers.xml") });
    assert.equal((await syncSource(db, source.id)).fullTextsFetched, 0);
    assert.deepEqual(server.requests.map((r) => r.path), ["/feeds/teasers.xml"]);
    const [credit] = await storedOf(db, source.id);
    assert.equal(credit?.content, "Read more.");
  });
});

dbTest(`at most ${MAX_FULL_TEXT_PAGES} pages are fetched per source and sync`, async ({ db }) => {
  await withServer(async (server) => {
    const source = await addSource(db, {
      name: "Many teasers",
      url: server.url(`/generated/teasers.xml?items=${MAX_FULL_TEXT_PAGES + 5}&titles-only=1`),
      fetchFullText: true,
    });
    await syncSource(db, source.id);
    const pages = server.requests.filter((r) => !r.path.startsWith("/generated/"));
    assert.equal(pages.length, MAX_FULL_TEXT_PAGES);
  });
});
