import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Obligation } from "../../domain/obligations.ts";
import { legalUpdates, registerEntries, registerHistory } from "../schema.ts";
import { dbTest } from "../testing.ts";
import { insertNewUpdates, type NewUpdate, storeAnalyses } from "./ingest.ts";
import { obligationsOf, saveAdminObligations, storeAnalysedObligations } from "./obligations.ts";

const CONTENT = "Banks must submit recovery plans by 30 June 2026. Insurers must report losses.";
const PLANS: Obligation = {
  actor: "Banks",
  action: "must submit recovery plans by 30 June 2026",
  deadline: "2026-06-30",
  citation: "Banks must submit recovery plans by 30 June 2026.",
  confidence: 0.9,
};
const LOSSES: Obligation = {
  actor: "Insurers",
  action: "must report losses",
  deadline: null,
  citation: "Insurers must report losses.",
  confidence: 0.8,
};

function row(i: number, overrides: Partial<NewUpdate> = {}): NewUpdate {
  const url = `https://example.gov/obligations/${i}`;
  return {
    title: `Prudential notice ${i}`,
    content: CONTENT,
    sourceUrl: url,
    sourceUrlKey: url,
    publishDate: new Date("2026-03-01T00:00:00Z"),
    jurisdictionId: null,
    rssSourceId: null,
    ...overrides,
  };
}

/** Stores an offline analysis of update `id` that finds `obligations` (none by default). */
const storeOfflineAnalysis = (
  db: Parameters<typeof storeAnalyses>[0],
  id: number,
  obligations: Obligation[] = [],
) =>
  storeAnalyses(db, [{
    id,
    summary: "S.",
    category: "Financial Services",
    obligations,
    analysedBy: "offline",
    analysisModel: null,
    analysedAt: new Date(),
  }]);

const listOf = async (db: Parameters<typeof obligationsOf>[0], id: number) =>
  (await obligationsOf(db, [id])).get(id) ?? [];

dbTest(
  "an inserted row keeps its analysis's obligations; a duplicate link adds none",
  async ({ db }) => {
    const [id] = await insertNewUpdates(db, [
      row(1, { obligations: [PLANS, LOSSES], analysedBy: "offline", analysisState: "done" }),
    ]);
    const again = await insertNewUpdates(db, [row(1, { obligations: [LOSSES] })]);
    assert.deepEqual(again, []);
    const stored = await listOf(db, id!);
    assert.deepEqual(
      stored.map((o) => [o.actor, o.deadline, o.confidence, o.source, o.analyser]),
      [["Banks", "2026-06-30", 0.9, "ai", "offline"], ["Insurers", null, 0.8, "ai", "offline"]],
    );
  },
);

dbTest("re-analysis replaces the analyser's list", async ({ db }) => {
  const [id] = await insertNewUpdates(db, [row(1)]);
  await storeAnalyses(db, [{
    id: id!,
    summary: "S.",
    category: "Financial Services",
    obligations: [PLANS, LOSSES],
    analysedBy: "gemini",
    analysisModel: "gemini-x",
    analysedAt: new Date(),
  }]);
  await db.update(legalUpdates).set({ analysisState: "pending" }).where(eq(legalUpdates.id, id!));
  await storeOfflineAnalysis(db, id!, [LOSSES]);
  const stored = await listOf(db, id!);
  assert.deepEqual(stored.map((o) => [o.actor, o.analyser]), [["Insurers", "offline"]]);
});

dbTest(
  "an admin's list survives re-analysis; unchanged analyser entries stay 'ai'",
  async ({ db }) => {
    const [id] = await insertNewUpdates(db, [row(1)]);
    await storeAnalysedObligations(db, [{
      id: id!,
      analyser: "gemini-x",
      obligations: [PLANS, LOSSES],
    }]);
    const now = new Date("2026-03-05T10:00:00Z");
    const changed = { ...LOSSES, actor: "Insurers and reinsurers" };
    await db.transaction((tx) =>
      saveAdminObligations(tx, id!, { obligations: [changed, PLANS], now })
    );
    await db.update(legalUpdates).set({ analysisState: "pending" }).where(eq(legalUpdates.id, id!));
    await storeOfflineAnalysis(db, id!);
    const stored = await listOf(db, id!);
    assert.deepEqual(stored.map((o) => [o.actor, o.source, o.analyser]), [
      ["Insurers and reinsurers", "admin", null],
      ["Banks", "ai", "gemini-x"],
    ]);
    const [update] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id!));
    assert.equal(update?.analysisState, "done", "the rest of the analysis is stored");
    assert.equal(update?.obligationsEditedAt?.toISOString(), now.toISOString());
  },
);

dbTest("saving the list as it is does not take it from the analyser", async ({ db }) => {
  const [id] = await insertNewUpdates(db, [row(1)]);
  await storeAnalysedObligations(db, [{ id: id!, analyser: "gemini-x", obligations: [PLANS] }]);
  await db.transaction((tx) =>
    saveAdminObligations(tx, id!, { obligations: [PLANS], now: new Date() })
  );
  const [update] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id!));
  assert.equal(update?.obligationsEditedAt, null);
  await storeAnalysedObligations(db, [{ id: id!, analyser: "gemini-y", obligations: [LOSSES] }]);
  assert.deepEqual((await listOf(db, id!)).map((o) => o.actor), ["Insurers"]);
});

dbTest("an admin can empty the list, and it stays empty through re-analysis", async ({ db }) => {
  const [id] = await insertNewUpdates(db, [row(1)]);
  await storeAnalysedObligations(db, [{ id: id!, analyser: "gemini-x", obligations: [PLANS] }]);
  await db.transaction((tx) => saveAdminObligations(tx, id!, { obligations: [], now: new Date() }));
  await storeAnalysedObligations(db, [{ id: id!, analyser: "gemini-x", obligations: [PLANS] }]);
  assert.deepEqual(await listOf(db, id!), []);
});

const extractedAt = async (db: Parameters<typeof obligationsOf>[0], id: number) =>
  (await db.select({ at: legalUpdates.obligationsExtractedAt }).from(legalUpdates)
    .where(eq(legalUpdates.id, id)))[0]?.at ?? null;

dbTest(
  "an analysed row that states no duty is marked as extracted; an unanalysed one is not",
  async ({ db }) => {
    const [analysed, waiting] = await insertNewUpdates(db, [
      row(1, { obligations: [], analysedBy: "offline", analysisState: "done" }),
      row(2),
    ]);
    assert.ok(await extractedAt(db, analysed!));
    assert.deepEqual(await listOf(db, analysed!), []);
    assert.equal(await extractedAt(db, waiting!), null);
    await storeOfflineAnalysis(db, waiting!);
    assert.ok(await extractedAt(db, waiting!));
  },
  { bothDrivers: true },
);

dbTest("the backfill's store leaves a row extracted meanwhile alone", async ({ db }) => {
  const [id] = await insertNewUpdates(db, [
    row(1, { obligations: [PLANS], analysedBy: "offline", analysisState: "done" }),
  ]);
  await db.transaction((tx) =>
    storeAnalysedObligations(tx, [{ id: id!, analyser: "offline", obligations: [LOSSES] }], {
      onlyUnextracted: true,
    })
  );
  assert.deepEqual((await listOf(db, id!)).map((o) => o.actor), ["Banks"]);
});

dbTest("a re-analysis that keeps a duty keeps its id", async ({ db }) => {
  const [id] = await insertNewUpdates(db, [row(1)]);
  await storeOfflineAnalysis(db, id!, [PLANS, LOSSES]);
  const [plans, losses] = await listOf(db, id!);
  await db.update(legalUpdates).set({ analysisState: "pending" }).where(eq(legalUpdates.id, id!));
  // Reordered, and the losses duty reworded but quoting the same sentence.
  const reworded = { ...LOSSES, action: "must report their losses" };
  await storeOfflineAnalysis(db, id!, [reworded, PLANS]);
  const stored = await listOf(db, id!);
  assert.deepEqual(stored.map((o) => [o.id, o.action]), [
    [losses!.id, "must report their losses"],
    [plans!.id, PLANS.action],
  ]);
}, { bothDrivers: true });

dbTest("an admin's edit keeps the ids of the duties it keeps", async ({ db }) => {
  const [id] = await insertNewUpdates(db, [row(1)]);
  await storeAnalysedObligations(db, [{ id: id!, analyser: "gemini-x", obligations: [PLANS] }]);
  const [plans] = await listOf(db, id!);
  const now = new Date("2026-03-05T10:00:00Z");
  await db.transaction((tx) =>
    saveAdminObligations(tx, id!, { obligations: [LOSSES, PLANS], now })
  );
  const stored = await listOf(db, id!);
  assert.equal(stored[1]!.id, plans!.id);
  assert.notEqual(stored[0]!.id, plans!.id);
});

dbTest(
  "a register entry whose duty a revision drops is flagged, not deleted",
  async ({ db }) => {
    const [id] = await insertNewUpdates(db, [row(1)]);
    await storeOfflineAnalysis(db, id!, [PLANS, LOSSES]);
    const [plans, losses] = await listOf(db, id!);
    const entries = await db.insert(registerEntries).values([
      { scope: "user:x", obligationId: plans!.id, legalUpdateId: id!, duty: "Banks: plans" },
      { scope: "user:x", obligationId: losses!.id, legalUpdateId: id!, duty: "Insurers: losses" },
    ]).returning();
    await db.update(legalUpdates).set({ analysisState: "pending" }).where(eq(legalUpdates.id, id!));
    await storeOfflineAnalysis(db, id!, [PLANS]);
    const after = await db.select().from(registerEntries).orderBy(registerEntries.id);
    assert.equal(after.length, 2);
    assert.equal(after[0]!.dutyRemovedAt, null);
    assert.equal(after[0]!.obligationId, plans!.id);
    assert.ok(after[1]!.dutyRemovedAt instanceof Date, "the dropped duty's entry is flagged");
    const history = await db.select().from(registerHistory);
    assert.deepEqual(history.map((h) => [h.entryId, h.field]), [[entries[1]!.id, "dutyRemoved"]]);
  },
  { bothDrivers: true },
);
