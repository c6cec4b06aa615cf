/**
 * A change API's URL is checked for its format when a source is saved (issue 30 follow-ups):
 * create, update and OPML import refuse a URL the format cannot read, naming what to write,
 * and change nothing.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { SOURCE_URL_MESSAGES } from "../../domain/source_urls.ts";
import { OPEN_STATES_URL_MESSAGE } from "../../domain/open_states_url.ts";
import { createTestApp, makeUser, RawBody, signedInClient } from "../testing.ts";

/** Each change API with a URL its adapter cannot read, the message, and one it can (any host). */
const CASES = [
  {
    format: "open-states",
    bad: "https://v3.openstates.org/bills?session=2026",
    message: OPEN_STATES_URL_MESSAGE,
    good: "http://127.0.0.1:9/bills?jurisdiction=ca",
  },
  {
    format: "govinfo",
    bad: "https://api.govinfo.gov/packages",
    message: SOURCE_URL_MESSAGES.govinfo,
    good: "http://127.0.0.1:9/collections/PLAW",
  },
  {
    format: "congress-gov",
    bad: "https://api.congress.gov/v3/amendment",
    message: SOURCE_URL_MESSAGES.congress,
    good: "http://127.0.0.1:9/v3/bill/119",
  },
  {
    format: "regulations-gov",
    bad: "https://api.regulations.gov/v4/dockets",
    message: SOURCE_URL_MESSAGES.regulations,
    good: "http://127.0.0.1:9/v4/documents?filter[agencyId]=EPA",
  },
  {
    format: "eur-lex-cellar",
    bad: "https://publications.europa.eu/webapi/rdf",
    message: SOURCE_URL_MESSAGES.cellar,
    good: "http://127.0.0.1:9/sparql",
  },
  {
    format: "legislation-gov-uk",
    bad: "https://www.legislation.gov.uk/new",
    message: SOURCE_URL_MESSAGES.legislation,
    good: "http://127.0.0.1:9/update/data.feed",
  },
] as const;

async function setUp(db: Parameters<Parameters<typeof dbTest>[1]>[0]["db"]) {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const [j] = await db.insert(jurisdictions).values({ name: "Federal" }).returning();
  const body = (c: (typeof CASES)[number], url: string) => ({
    jurisdictionId: j!.id,
    name: c.format,
    url,
    format: c.format,
    apiKey: c.format === "eur-lex-cellar" || c.format === "legislation-gov-uk" ? undefined : "k1",
  });
  return { client, body };
}

dbTest("each change API's URL is checked for its format on create and update", async ({ db }) => {
  const { client, body } = await setUp(db);
  for (const c of CASES) {
    const refused = await client.post("/api/rss-sources", body(c, c.bad));
    assert.equal(refused.status, 400, c.format);
    const answer = await refused.json();
    assert.equal(answer.errors.url, c.message, c.format);
    assert.ok(!JSON.stringify(answer).includes("at "), "no stack trace");

    const created = await client.post("/api/rss-sources", body(c, c.good));
    assert.equal(created.status, 201, c.format);
    const { id } = await created.json();
    const moved = await client.put(`/api/rss-sources/${id}`, body(c, c.bad));
    assert.equal(moved.status, 400, c.format);
    assert.equal((await moved.json()).errors.url, c.message, c.format);
    const [row] = await db.select().from(rssSources).where(eq(rssSources.id, id));
    assert.equal(row!.url, c.good, "a refused update changes nothing");
  }
  assert.equal((await db.select().from(rssSources)).length, CASES.length);
});

dbTest("an OPML import leaves out a change-API source its format cannot read", async ({ db }) => {
  const { client } = await setUp(db);
  const outline = (format: string, url: string) =>
    `<outline text="${format}" xmlUrl="${url.replaceAll("&", "&amp;")}" lw:format="${format}"/>`;
  const opml = `<?xml version="1.0"?>
<opml version="2.0" xmlns:lw="https://legalwatch.app/ns/opml/1"><head/><body>
${CASES.map((c) => outline(c.format, c.bad)).join("\n")}
${outline("eur-lex-cellar", "https://publications.europa.eu/webapi/rdf/sparql")}
</body></opml>`;
  const res = await client.post("/api/rss-sources/opml", new RawBody(opml, "text/x-opml"));
  assert.equal(res.status, 200);
  const result = await res.json();
  assert.equal(result.created, 1);
  assert.deepEqual(
    result.errors.map((e: { title: string; message: string }) => [e.title, e.message]),
    CASES.map((c) => [c.format, c.message]),
  );
  const rows = await db.select({ url: rssSources.url }).from(rssSources);
  assert.deepEqual(rows.map((r) => r.url), ["https://publications.europa.eu/webapi/rdf/sparql"]);
});
