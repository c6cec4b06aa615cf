import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { type FeedServer, startFeedServer } from "../../workers/feeds/feed_server_test_helper.ts";
import { MANUAL_UPDATE_MESSAGES as M } from "../schemas/manual_update.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { testSettings } from "../../workers/settings.ts";

const settings = testSettings({ security: { allowPrivateFetch: true } });

async function withServer(fn: (server: FeedServer) => Promise<void>): Promise<void> {
  const server = startFeedServer();
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

async function jurisdiction(db: Db) {
  const [row] = await db.insert(jurisdictions).values({ name: "United Kingdom" }).returning();
  return row!;
}

function body(jurisdictionId: number, sourceUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "New Consumer Credit Regulations 2024",
    sourceUrl,
    jurisdictionId,
    aiCategory: "Financial Services",
    source: "Financial Conduct Office",
    ...overrides,
  };
}

dbTest("only admins create manual updates", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
  const j = await jurisdiction(db);
  const payload = body(j.id, "https://example.gov/a");
  assert.equal((await new TestClient(app).post("/api/legal-updates/manual", payload)).status, 401);
  const user = await signedInClient(app, await makeUser(db, "user"));
  assert.equal((await user.post("/api/legal-updates/manual", payload)).status, 403);
  assert.equal((await db.select().from(legalUpdates)).length, 0);
});

dbTest("a manual update takes the page's main text and is analysed", async ({ db }) => {
  await withServer(async (server) => {
    const { app, clock } = createTestApp(db, { settings });
    const j = await jurisdiction(db);
    const client = await signedInClient(app, await makeUser(db, "admin"));
    const url = server.url("/feeds/html_page.html");
    const response = await client.post("/api/legal-updates/manual", body(j.id, url));
    assert.equal(response.status, 201);
    const created = await response.json();
    assert.match(created.message, /created from the page's content/);
    assert.equal(created.title, "New Consumer Credit Regulations 2024");
    assert.equal(created.status, "pending");
    assert.equal(created.aiCategory, "Financial Services");
    assert.equal(created.sourceUrl, url);
    assert.equal(created.publishDate, clock.now().toISOString());
    assert.deepEqual(created.jurisdiction, { id: j.id, name: "United Kingdom" });
    assert.equal(created.source, "Financial Conduct Office");
    assert.equal(created.contentFetched, true);
    assert.match(created.aiSummary, /Consumer Credit/);

    const [stored] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, created.id));
    assert.ok(stored);
    assert.match(stored.content, /Lenders must give borrowers clearer information/);
    assert.doesNotMatch(stored.content, /trackArticle|Privacy|Subscribe/);
    assert.equal(stored.rssSourceId, null);
    assert.equal(stored.jurisdictionId, j.id);
    assert.equal(stored.status, "pending");
    assert.equal(stored.analysisState, "done");
    assert.equal(stored.aiSummary, created.aiSummary);
    assert.equal(stored.publishDate.getTime(), clock.now().getTime());
    assert.equal(stored.sourceUrlKey, url);
    // The analyser's record: the offline analyser ran when the update was made.
    assert.ok(stored.aiCategoryOriginal);
    assert.equal(stored.analysedBy, "offline");
    assert.equal(stored.analysedAt?.getTime(), clock.now().getTime());
  });
});

dbTest("a page that cannot be fetched still makes the update, with its title", async ({ db }) => {
  await withServer(async (server) => {
    const { app } = createTestApp(db, { settings });
    const j = await jurisdiction(db);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const response = await client.post(
      "/api/legal-updates/manual",
      body(j.id, server.url("/status/404"), { aiCategory: "Technology" }),
    );
    assert.equal(response.status, 201);
    const created = await response.json();
    assert.match(
      created.message,
      /could not be read: The page answered HTTP 404 Not Found\. Its title/,
    );
    assert.equal(created.contentFetched, false);
    assert.equal(created.aiCategory, "IT & Technology", "the alias is stored canonically");
    const [stored] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, created.id));
    assert.equal(stored?.content, "New Consumer Credit Regulations 2024");
    assert.ok(stored?.aiSummary);
  });
});

dbTest("a private address is refused unless the config allows it", async ({ db }) => {
  await withServer(async (server) => {
    const { app } = createTestApp(db); // allowPrivateFetch unset: strict
    const j = await jurisdiction(db);
    const client = await signedInClient(app, await makeUser(db, "admin"));
    const response = await client.post(
      "/api/legal-updates/manual",
      body(j.id, server.url("/feeds/html_page.html")),
    );
    assert.equal(response.status, 201);
    assert.match(
      (await response.json()).message,
      /could not be read: The address is on a private network, which LegalWatch does not fetch\. /,
    );
    assert.equal(server.requests.length, 0, "the server was never contacted");
  });
});

dbTest("a link that exists (after normalising) is a 409", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
  const j = await jurisdiction(db);
  const client = await signedInClient(app, await makeUser(db, "admin"));
  const first = await client.post(
    "/api/legal-updates/manual",
    body(j.id, "http://127.0.0.1:9/rules/ccr"),
  );
  assert.equal(first.status, 201);
  const again = await client.post(
    "/api/legal-updates/manual",
    body(j.id, "http://127.0.0.1:9/rules/ccr/?utm_source=mail#top", { title: "Other" }),
  );
  assert.equal(again.status, 409);
  assert.deepEqual(await again.json(), { message: M.duplicate });
  assert.equal((await db.select().from(legalUpdates)).length, 1);
});

dbTest("an unknown jurisdiction is a 400", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
  const client = await signedInClient(app, await makeUser(db, "admin"));
  const response = await client.post("/api/legal-updates/manual", body(4242, "https://x.gov/a"));
  assert.equal(response.status, 400);
  const answer = await response.json();
  assert.equal(answer.message, SOURCE_MESSAGES.jurisdictionMissing);
  assert.equal(answer.errors.jurisdictionId, SOURCE_MESSAGES.jurisdictionMissing);
});

dbTest("each invalid field answers the form's message", async ({ db }) => {
  const { app } = createTestApp(db, { settings });
  const j = await jurisdiction(db);
  const client = await signedInClient(app, await makeUser(db, "admin"));
  const cases: [Record<string, unknown>, string, string][] = [
    [{ title: "   " }, "title", M.titleRequired],
    [{ title: undefined }, "title", M.titleRequired],
    [{ title: "x".repeat(501) }, "title", M.titleTooLong],
    [{ sourceUrl: "not a link" }, "sourceUrl", M.invalidUrl],
    [{ sourceUrl: "javascript:alert(1)" }, "sourceUrl", M.invalidUrl],
    [{ sourceUrl: "" }, "sourceUrl", M.invalidUrl],
    [{ jurisdictionId: undefined }, "jurisdictionId", M.jurisdictionRequired],
    [{ jurisdictionId: "" }, "jurisdictionId", M.jurisdictionRequired],
    [{ jurisdictionId: 1.5 }, "jurisdictionId", M.jurisdictionRequired],
    [{ aiCategory: "" }, "aiCategory", M.categoryRequired],
    [{ aiCategory: "Astrology" }, "aiCategory", M.categoryRequired],
    [{ source: " " }, "source", M.sourceRequired],
    [{ source: "s".repeat(201) }, "source", M.sourceTooLong],
  ];
  for (const [overrides, field, message] of cases) {
    const response = await client.post(
      "/api/legal-updates/manual",
      body(j.id, "https://example.gov/a", overrides),
    );
    assert.equal(response.status, 400, JSON.stringify(overrides));
    const answer = await response.json();
    assert.equal(answer.message, message, JSON.stringify(overrides));
    assert.equal(answer.errors[field], message, JSON.stringify(overrides));
  }
  // Limits are inclusive, and a jurisdiction id may come as a string of digits.
  const ok = await client.post(
    "/api/legal-updates/manual",
    body(String(j.id) as unknown as number, "http://127.0.0.1:9/limits", {
      title: "t".repeat(500),
      source: "s".repeat(200),
    }),
  );
  assert.equal(ok.status, 201);
  assert.equal((await db.select().from(legalUpdates)).length, 1);
});
