import assert from "node:assert/strict";
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import type { Category } from "../../domain/categories.ts";
import { QUALITY_MESSAGES } from "../schemas/analysis_quality.ts";
import { createTestApp, makeUser, signedInClient, type TestClient } from "../testing.ts";

const DAY = 86_400_000;
/** TestClock's now. */
const NOW = new Date("2026-06-15T12:00:00Z");

interface Seed {
  source: number;
  said: Category | null;
  by?: "offline" | "gemini";
  daysAgo?: number;
}

let serial = 0;

/** An update the analyser classified as `said` (null: not analysed), created `daysAgo` days ago. */
async function update(db: Db, seed: Seed): Promise<number> {
  const n = ++serial;
  const gemini = seed.by === "gemini";
  const [row] = await db.insert(legalUpdates).values({
    title: `Update ${n}`,
    sourceUrl: `https://example.gov/${n}`,
    sourceUrlKey: `https://example.gov/${n}`,
    publishDate: NOW,
    rssSourceId: seed.source,
    aiCategory: seed.said,
    analysisState: seed.said ? "done" : "pending",
    aiCategoryOriginal: seed.said,
    analysedBy: seed.said ? (gemini ? "gemini" : "offline") : null,
    analysisModel: seed.said && gemini ? "gemini-3.5-flash" : null,
    analysedAt: seed.said ? NOW : null,
    createdAt: new Date(NOW.getTime() - (seed.daysAgo ?? 1) * DAY),
  }).returning({ id: legalUpdates.id });
  return row!.id;
}

async function sources(db: Db) {
  const [j] = await db.insert(jurisdictions).values({ name: "Ruritania" }).returning();
  const [gazette, noise] = await db.insert(rssSources).values([
    { jurisdictionId: j!.id, name: "Ruritania Gazette", url: "https://gazette.example/feed" },
    { jurisdictionId: j!.id, name: "Noisy Blog", url: "https://blog.example/feed" },
  ]).returning();
  return { gazette: gazette!.id, noise: noise!.id };
}

async function admin(db: Db): Promise<TestClient> {
  const { app } = createTestApp(db);
  return await signedInClient(app, await makeUser(db, "admin"));
}

async function review(client: TestClient, id: number, body: Record<string, unknown>) {
  const res = await client.patch(`/api/legal-updates/${id}`, body);
  assert.equal(res.status, 200, await res.clone().text());
}

dbTest("the figures count what reviewers kept, changed and rejected", async ({ db }) => {
  const client = await admin(db);
  const { gazette, noise } = await sources(db);
  const approve = { status: "approved" };
  const reject = { status: "rejected" };

  await review(client, await update(db, { source: gazette, said: "Tax" }), approve);
  await review(client, await update(db, { source: gazette, said: "Tax" }), {
    aiCategory: "Healthcare",
    ...approve,
  });
  // Changed first, approved later: the record still says Tax.
  const later = await update(db, { source: gazette, said: "Tax" });
  await review(client, later, { aiCategory: "Healthcare" });
  await review(client, later, approve);
  await review(client, await update(db, { source: gazette, said: "Tax" }), {
    aiCategory: "Financial Services",
    ...approve,
  });
  await update(db, { source: gazette, said: "Tax" }); // pending: not judged
  await review(client, await update(db, { source: gazette, said: "Healthcare", by: "gemini" }), {
    ...approve,
  });
  // Rejected with another category: rejection does not judge the category.
  await review(client, await update(db, { source: gazette, said: "Tax", by: "gemini" }), {
    aiCategory: "General",
    ...reject,
  });
  await review(client, await update(db, { source: gazette, said: null }), approve);
  await review(client, await update(db, { source: noise, said: "Healthcare" }), reject);
  await review(client, await update(db, { source: noise, said: "Healthcare" }), reject);
  await review(client, await update(db, { source: noise, said: "Healthcare" }), approve);
  // Outside the period.
  await review(client, await update(db, { source: gazette, said: "Tax", daysAgo: 40 }), {
    aiCategory: "Healthcare",
    ...approve,
  });

  const res = await client.get("/api/admin/analysis-quality?from=2026-05-10&to=2026-06-15");
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.deepEqual(body.period, { from: "2026-05-10", to: "2026-06-15" });
  assert.deepEqual(body.categories, [
    {
      category: "Tax",
      analysed: 6,
      keptByReviewer: 1,
      changedByReviewer: 3,
      confusedWith: [{ category: "Healthcare", count: 2 }, {
        category: "Financial Services",
        count: 1,
      }],
    },
    {
      category: "Healthcare",
      analysed: 4,
      keptByReviewer: 2,
      changedByReviewer: 0,
      confusedWith: [],
    },
  ]);
  assert.deepEqual(body.analysers, [
    { analyser: "offline", analysed: 8, kept: 2, changed: 3 },
    { analyser: "gemini-3.5-flash", analysed: 2, kept: 1, changed: 0 },
  ]);
  // The source whose items are mostly rejected comes first.
  assert.deepEqual(body.sources, [
    { rssSourceId: noise, name: "Noisy Blog", approved: 1, rejected: 2, approveRate: 1 / 3 },
    {
      rssSourceId: gazette,
      name: "Ruritania Gazette",
      approved: 6,
      rejected: 1,
      approveRate: 6 / 7,
    },
  ]);
}, { bothDrivers: true });

dbTest("without a period the last 90 days are shown", async ({ db }) => {
  const client = await admin(db);
  const { gazette } = await sources(db);
  await update(db, { source: gazette, said: "Tax", daysAgo: 0 });
  await update(db, { source: gazette, said: "Tax", daysAgo: 89 });
  await update(db, { source: gazette, said: "Tax", daysAgo: 91 });
  const body = await (await client.get("/api/admin/analysis-quality")).json();
  assert.deepEqual(body.period, { from: "2026-03-18", to: "2026-06-15" });
  assert.equal(body.categories[0]?.analysed, 2);
  assert.deepEqual(body.sources, [
    {
      rssSourceId: gazette,
      name: "Ruritania Gazette",
      approved: 0,
      rejected: 0,
      approveRate: null,
    },
  ]);
});

dbTest("a period that is not a real one is a 400 naming the field", async ({ db }) => {
  const client = await admin(db);
  const cases: [string, string, string][] = [
    ["from=2026-02-30", "from", QUALITY_MESSAGES.fromInvalid],
    ["to=yesterday", "to", QUALITY_MESSAGES.toInvalid],
    ["from=2026-06-02&to=2026-06-01", "to", QUALITY_MESSAGES.toBeforeFrom],
    ["from=2019-01-01&to=2026-06-01", "from", QUALITY_MESSAGES.tooLong],
  ];
  for (const [query, field, message] of cases) {
    const res = await client.get(`/api/admin/analysis-quality?${query}`);
    assert.equal(res.status, 400, query);
    const body = await res.json();
    assert.equal(body.message, message, query);
    assert.equal(body.errors[field], message, query);
  }
});
