import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { legalUpdates, rssSources } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";
import { insertReviewFixture } from "./review_test_data.ts";

async function clientAs(db: Db, role: "admin" | "superadmin") {
  const { app, clock } = createTestApp(db);
  return { client: await signedInClient(app, await makeUser(db, role)), clock };
}

const source = (jurisdictionId: number) => ({
  jurisdictionId,
  name: "Law Firm Alerts",
  url: "https://firm.example/feed.xml",
  sourceType: "specialist",
  legislativeFilter: " GDPR ,, privacy,gdpr ,  data   breach ",
  isActive: true,
});

dbTest("a source is created with its filter normalised", async ({ db }) => {
  const { client, clock } = await clientAs(db, "superadmin");
  const { jurisdictionId } = await insertReviewFixture(db, []);
  const res = await client.post("/api/rss-sources", source(jurisdictionId));
  assert.equal(res.status, 201);
  const body = await res.json();
  assert.equal(body.legislativeFilter, "GDPR, privacy, data breach");
  assert.equal(body.sourceType, "specialist");
  assert.equal(body.jurisdictionName, "Ruritania");
  assert.equal(body.lastSyncStatus, "pending");
  assert.equal(body.createdAt, clock.now().toISOString());
});

dbTest(
  "an empty filter is stored as null and sourceType defaults to jurisdiction",
  async ({ db }) => {
    const { client } = await clientAs(db, "superadmin");
    const { jurisdictionId } = await insertReviewFixture(db, []);
    const res = await client.post("/api/rss-sources", {
      jurisdictionId,
      name: "Gazette two",
      url: "http://gazette.example/two.xml",
      legislativeFilter: " , ",
    });
    assert.equal(res.status, 201);
    const body = await res.json();
    assert.equal(body.legislativeFilter, null);
    assert.equal(body.sourceType, "jurisdiction");
    assert.equal(body.isActive, true);
  },
);

dbTest("source validation: http(s) URLs only, a name, an existing jurisdiction", async ({ db }) => {
  const { client } = await clientAs(db, "superadmin");
  const { jurisdictionId } = await insertReviewFixture(db, []);
  for (const url of ["ftp://firm.example/feed", "javascript:alert(1)", "not a url", ""]) {
    const res = await client.post("/api/rss-sources", { ...source(jurisdictionId), url });
    assert.equal(res.status, 400, url);
    assert.equal((await res.json()).errors.url, "Please enter a valid URL");
  }
  const noName = await client.post("/api/rss-sources", { ...source(jurisdictionId), name: " " });
  assert.equal((await noName.json()).errors.name, SOURCE_MESSAGES.nameRequired);
  const nowhere = await client.post("/api/rss-sources", source(999_999));
  assert.equal(nowhere.status, 400);
  assert.equal((await nowhere.json()).errors.jurisdictionId, SOURCE_MESSAGES.jurisdictionMissing);
  const kind = await client.post("/api/rss-sources", {
    ...source(jurisdictionId),
    sourceType: "x",
  });
  assert.equal(kind.status, 400);
  assert.equal((await db.select().from(rssSources)).length, 1);
});

dbTest("admins list sources, optionally of one sourceType", async ({ db }) => {
  const { client: superadmin } = await clientAs(db, "superadmin");
  const { jurisdictionId } = await insertReviewFixture(db, []);
  await superadmin.post("/api/rss-sources", source(jurisdictionId));
  const { client: admin } = await clientAs(db, "admin");
  const all = await (await admin.get("/api/rss-sources")).json();
  assert.equal(all.length, 2);
  const specialist = await (await admin.get("/api/rss-sources?sourceType=specialist")).json();
  assert.deepEqual(specialist.map((s: { name: string }) => s.name), ["Law Firm Alerts"]);
  assert.equal((await admin.get("/api/rss-sources?sourceType=other")).status, 400);
  assert.equal((await admin.post("/api/rss-sources", source(jurisdictionId))).status, 403);
});

dbTest("updating a source replaces its fields and keeps its sync record", async ({ db }) => {
  const { client } = await clientAs(db, "superadmin");
  const { jurisdictionId, sourceId } = await insertReviewFixture(db, []);
  const [stored] = await db.select().from(rssSources);
  await db.update(rssSources).set({
    lastSyncStatus: "error",
    lastSyncError: "feeds/fetcher: timeout after 10 s",
    lastSyncProblem: "timeout:10",
  });
  const res = await client.put(`/api/rss-sources/${sourceId}`, {
    ...source(jurisdictionId),
    url: stored!.url,
    isActive: false,
    legislativeFilter: "",
  });
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.name, "Law Firm Alerts");
  assert.equal(body.isActive, false);
  assert.equal(body.legislativeFilter, null);
  assert.equal(body.lastSyncError, "The feed took too long to answer (10 s). Try again later.");
  assert.equal((await client.put("/api/rss-sources/999999", source(jurisdictionId))).status, 404);
});

dbTest("a source whose URL changes starts its sync record afresh", async ({ db }) => {
  const { client } = await clientAs(db, "superadmin");
  const { jurisdictionId, sourceId } = await insertReviewFixture(db, []);
  await db.update(rssSources).set({
    lastSyncStatus: "error",
    lastSyncError: "feeds/fetcher: timeout after 10 s",
    lastSyncProblem: "timeout:10",
    etag: '"old"',
    consecutiveErrors: 4,
  });
  const res = await client.put(`/api/rss-sources/${sourceId}`, source(jurisdictionId));
  assert.equal(res.status, 200);
  const [after] = await db.select().from(rssSources);
  assert.equal(after?.lastSyncStatus, "pending");
  assert.equal(after?.lastSyncError, null);
  assert.equal(after?.lastSyncProblem, null);
  assert.equal(after?.etag, null);
  assert.equal(after?.consecutiveErrors, 0);
});

dbTest("deleting a source keeps its updates with rssSourceId emptied", async ({ db }) => {
  const { client } = await clientAs(db, "superadmin");
  const { sourceId, jurisdictionId } = await insertReviewFixture(db, ["pending"]);
  const res = await client.delete(`/api/rss-sources/${sourceId}`);
  assert.equal(res.status, 200);
  const [update] = await db.select().from(legalUpdates);
  assert.equal(update?.rssSourceId, null);
  assert.equal(update?.jurisdictionId, jurisdictionId);
  assert.equal((await client.delete(`/api/rss-sources/${sourceId}`)).status, 404);
});

dbTest("a source takes a format, a selector for web pages, and fetchFullText", async ({ db }) => {
  const { client } = await clientAs(db, "superadmin");
  const { jurisdictionId } = await insertReviewFixture(db, []);
  const plain = await (await client.post("/api/rss-sources", source(jurisdictionId))).json();
  assert.deepEqual([plain.format, plain.selector, plain.fetchFullText], ["auto", null, false]);
  const page = await client.post("/api/rss-sources", {
    ...source(jurisdictionId),
    url: "https://conduct.example.gov/notices",
    format: "web-page",
    selector: "  ul.results h3 a  ",
    fetchFullText: true,
  });
  assert.equal(page.status, 201);
  const body = await page.json();
  assert.deepEqual([body.format, body.selector, body.fetchFullText], [
    "web-page",
    "ul.results h3 a",
    true,
  ]);
  // A selector means nothing to the other formats: it is not stored.
  const api = await client.post("/api/rss-sources", {
    ...source(jurisdictionId),
    url: "https://www.federalregister.gov/api/v1/documents.json",
    format: "federal-register",
    selector: "a",
  });
  assert.equal((await api.json()).selector, null);
  const listed = await (await client.get("/api/rss-sources?sourceType=specialist")).json();
  assert.deepEqual(listed.map((s: { format: string }) => s.format).toSorted(), [
    "auto",
    "federal-register",
    "web-page",
  ]);
});

dbTest("format and selector errors name their field, and change nothing", async ({ db }) => {
  const { client } = await clientAs(db, "superadmin");
  const { jurisdictionId } = await insertReviewFixture(db, []);
  const cases: [Record<string, unknown>, string, string | RegExp][] = [
    [{ format: "eur-lex" }, "format", SOURCE_MESSAGES.format],
    [{ format: "web-page" }, "selector", SOURCE_MESSAGES.selectorRequired],
    [{ format: "web-page", selector: "  " }, "selector", SOURCE_MESSAGES.selectorRequired],
    [{ format: "web-page", selector: "ul[" }, "selector", /^The CSS selector is not valid \(/],
    [{ format: "web-page", selector: "a::before" }, "selector", /Pseudo-elements/],
    [
      { format: "web-page", selector: "a".repeat(501) },
      "selector",
      SOURCE_MESSAGES.selectorTooLong,
    ],
    [{ fetchFullText: "yes" }, "fetchFullText", SOURCE_MESSAGES.fetchFullText],
  ];
  for (const [fields, field, message] of cases) {
    const res = await client.post("/api/rss-sources", { ...source(jurisdictionId), ...fields });
    assert.equal(res.status, 400, JSON.stringify(fields));
    const body = await res.json();
    if (typeof message === "string") assert.equal(body.errors[field], message);
    else assert.match(body.errors[field], message);
  }
  assert.equal((await db.select().from(rssSources)).length, 1, "only the fixture's source");
});

dbTest("a new format or selector starts the sync record afresh", async ({ db }) => {
  const { client } = await clientAs(db, "superadmin");
  const { jurisdictionId, sourceId } = await insertReviewFixture(db, []);
  const [stored] = await db.select().from(rssSources);
  const same = { ...source(jurisdictionId), url: stored!.url };
  await client.put(`/api/rss-sources/${sourceId}`, same);
  await db.update(rssSources).set({ etag: '"old"', lastSyncStatus: "success" });
  await client.put(`/api/rss-sources/${sourceId}`, { ...same, fetchFullText: true });
  assert.equal((await db.select().from(rssSources))[0]?.etag, '"old"', "fetchFullText alone");
  await client.put(`/api/rss-sources/${sourceId}`, { ...same, format: "web-page", selector: "a" });
  const [after] = await db.select().from(rssSources);
  assert.equal(after?.etag, null);
  assert.equal(after?.lastSyncStatus, "pending");
  await db.update(rssSources).set({ etag: '"v2"' });
  await client.put(`/api/rss-sources/${sourceId}`, {
    ...same,
    format: "web-page",
    selector: "li a",
  });
  assert.equal((await db.select().from(rssSources))[0]?.etag, null);
});
