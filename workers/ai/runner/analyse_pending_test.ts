import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import { CATEGORIES } from "../../../domain/categories.ts";
import type { Db } from "../../../db/client.ts";
import { insertNewUpdates, type NewUpdate } from "../../../db/queries/ingest.ts";
import { obligationsOf } from "../../../db/queries/obligations.ts";
import { legalUpdates } from "../../../db/schema.ts";
import { dbTest } from "../../../db/testing.ts";
import type { Analyser } from "../analyser.ts";
import { createOfflineAnalyser } from "../offline.ts";
import { analysePending, MAX_ATTEMPTS } from "./analyse_pending.ts";
import { runAnalysis } from "./run_analysis.ts";

function row(i: number, overrides: Partial<NewUpdate> = {}): NewUpdate {
  return {
    title: `Data Protection (Amendment) Regulations ${i}`,
    content: "The regulations change how personal data breaches are reported to the regulator. " +
      "Controllers must notify within 72 hours. The rules apply from 1 January 2027.",
    sourceUrl: `https://example.gov/u/${i}`,
    sourceUrlKey: `https://example.gov/u/${i}`,
    publishDate: new Date("2026-01-01T00:00:00Z"),
    jurisdictionId: null,
    rssSourceId: null,
    ...overrides,
  };
}

/** The offline analyser, except that titles containing FAIL reject (an unexpected failure). */
function flakyAnalyser(): Analyser & { calls: string[] } {
  const offline = createOfflineAnalyser();
  const calls: string[] = [];
  return {
    ...offline,
    calls,
    analyseUpdate(input) {
      calls.push(input.title);
      if (input.title.includes("FAIL")) return Promise.reject(new Error("analysis exploded"));
      return offline.analyseUpdate(input);
    },
  };
}

const all = (db: Db) => db.select().from(legalUpdates).orderBy(asc(legalUpdates.id));
const quietly = async <T>(fn: () => Promise<T>): Promise<T> => {
  const original = console.error;
  console.error = () => {};
  try {
    return await fn();
  } finally {
    console.error = original;
  }
};

dbTest("pending updates get a summary and one of the 14 categories", async ({ db }) => {
  await insertNewUpdates(db, Array.from({ length: 7 }, (_, i) => row(i)));
  const summary = await analysePending(db, createOfflineAnalyser(), { batchSize: 3 });
  assert.deepEqual(summary, { analysed: 7, failed: 0 });
  for (const update of await all(db)) {
    assert.equal(update.analysisState, "done");
    assert.equal(update.analysisAttempts, 1);
    assert.ok(update.aiSummary && update.aiSummary.split(/\s+/).length <= 60);
    assert.ok((CATEGORIES as readonly string[]).includes(update.aiCategory ?? ""));
  }
  assert.equal((await all(db))[0]?.aiCategory, "Data Protection & Cybersecurity");
  const first = (await all(db))[0]!;
  const obligations = (await obligationsOf(db, [first.id])).get(first.id) ?? [];
  assert.deepEqual(obligations.map((o) => [o.actor, o.citation, o.analyser]), [
    ["Controllers", "Controllers must notify within 72 hours.", "offline"],
  ]);
});

dbTest("a category or summary an admin set while it waited is kept", async ({ db }) => {
  await insertNewUpdates(db, [
    row(1, { aiCategory: "Tax" }),
    row(2, { aiSummary: "Written by an admin." }),
    row(3, { aiCategory: null }),
  ]);
  await analysePending(db, createOfflineAnalyser());
  const [a, b, c] = await all(db);
  assert.equal(a?.aiCategory, "Tax");
  assert.notEqual(a?.aiSummary, null);
  assert.equal(b?.aiSummary, "Written by an admin.");
  assert.equal(c?.aiCategory, "Data Protection & Cybersecurity");
});

dbTest("a failed analysis counts an attempt and is retried until the fifth", async ({ db }) => {
  await insertNewUpdates(db, [row(1), row(2, { title: "FAIL Act 2026" })]);
  const analyser = flakyAnalyser();
  assert.deepEqual(await quietly(() => analysePending(db, analyser)), { analysed: 1, failed: 1 });
  const failed = (await all(db))[1];
  assert.equal(failed?.analysisState, "failed");
  assert.equal(failed?.analysisAttempts, 1);

  // Right after a sync only new updates are taken; the cron retries failures.
  assert.deepEqual(await analysePending(db, analyser, { includeFailed: false }), {
    analysed: 0,
    failed: 0,
  });
  for (let i = 2; i <= MAX_ATTEMPTS + 2; i++) await quietly(() => analysePending(db, analyser));
  const given = (await all(db))[1];
  assert.equal(given?.analysisAttempts, MAX_ATTEMPTS, "not retried after the fifth attempt");
  assert.equal(analyser.calls.filter((t) => t.startsWith("FAIL")).length, MAX_ATTEMPTS);

  // Once the analyser works again (an admin fixed the title), a retry succeeds.
  await db.update(legalUpdates).set({ title: "Fixed Act 2026", analysisAttempts: 4 })
    .where(eq(legalUpdates.id, given!.id));
  await analysePending(db, analyser);
  const fixed = (await all(db))[1];
  assert.equal(fixed?.analysisState, "done");
  assert.ok(fixed?.aiSummary);
});

dbTest("a run analyses at most maxItems updates", async ({ db }) => {
  await insertNewUpdates(db, Array.from({ length: 12 }, (_, i) => row(i)));
  const first = await analysePending(db, createOfflineAnalyser(), { batchSize: 5, maxItems: 8 });
  assert.equal(first.analysed, 8);
  const second = await analysePending(db, createOfflineAnalyser(), { maxItems: 8 });
  assert.equal(second.analysed, 4);
});

dbTest("runAnalysis joins a run already going instead of starting another", async ({ db }) => {
  await insertNewUpdates(db, Array.from({ length: 5 }, (_, i) => row(i)));
  const analyser = flakyAnalyser();
  const [a, b] = await Promise.all([runAnalysis(db, analyser), runAnalysis(db, analyser)]);
  assert.deepEqual(a, b);
  assert.equal(analyser.calls.length, 5, "each update analysed once");
  assert.ok((await all(db)).every((u) => u.analysisState === "done"));
});

dbTest(
  "the first analysis is recorded; reviewer edits and a re-analysis keep it",
  async ({ db }) => {
    await insertNewUpdates(db, [row(1), row(2, { aiCategory: "Tax" })]);
    await analysePending(db, createOfflineAnalyser());
    const [first, adminSet] = await all(db);
    assert.equal(first?.aiCategoryOriginal, "Data Protection & Cybersecurity");
    assert.equal(first?.analysedBy, "offline");
    assert.equal(first?.analysisModel, null);
    assert.ok(first?.analysedAt instanceof Date);
    // The admin's category stands; the record still says what the analyser said.
    assert.equal(adminSet?.aiCategory, "Tax");
    assert.equal(adminSet?.aiCategoryOriginal, "Data Protection & Cybersecurity");

    // A reviewer changes the category, then the update is analysed again by another analyser.
    await db.update(legalUpdates).set({ aiCategory: "Healthcare", analysisState: "pending" })
      .where(eq(legalUpdates.id, first!.id));
    const gemini: Analyser = {
      ...createOfflineAnalyser(),
      analyseUpdate: () =>
        Promise.resolve({
          summary: "Again.",
          category: "Tax",
          analysedBy: "gemini-2.5-flash",
          obligations: [],
        }),
    };
    await analysePending(db, gemini);
    const [again] = await all(db);
    assert.equal(again?.analysisState, "done");
    assert.equal(again?.aiCategory, "Healthcare");
    assert.equal(again?.aiCategoryOriginal, "Data Protection & Cybersecurity");
    assert.equal(again?.analysedBy, "offline");
    assert.equal(again?.analysisModel, null);
    assert.equal(again?.analysedAt?.getTime(), first?.analysedAt?.getTime());
  },
  { bothDrivers: true },
);
