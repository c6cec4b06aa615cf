import assert from "node:assert/strict";
import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { obligationsOf, saveAdminObligations } from "../../db/queries/obligations.ts";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { backfillObligations } from "./obligations_backfill.ts";

const DUTY = "Employers must publish their pay gap reports by 1 April 2027.";

const ADMIN = {
  actor: "The regulator",
  action: "has issued its notice",
  deadline: null,
  citation: "The regulator has issued its notice.",
  confidence: 1,
};

/** An update as stored before obligations were extracted: analysed, no list, no marker. */
async function storedBefore(
  db: Db,
  i: number,
  overrides: Partial<typeof legalUpdates.$inferInsert> = {},
) {
  const url = `https://example.gov/backfill/${i}`;
  const [row] = await db.insert(legalUpdates).values({
    title: `Pay gap notice ${i}`,
    content: `The regulator has issued its notice. ${DUTY}`,
    sourceUrl: url,
    sourceUrlKey: url,
    publishDate: new Date("2026-03-01T00:00:00Z"),
    status: "approved",
    aiSummary: "Pay gap reports.",
    aiCategory: "Employment & Labor",
    analysisState: "done",
    ...overrides,
  }).returning({ id: legalUpdates.id });
  return row!.id;
}

dbTest(
  "analysed updates stored before get their obligations once; pending and edited ones are left",
  async ({ db }) => {
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push(await storedBefore(db, i));
    const pending = await storedBefore(db, 100, { analysisState: "pending" });
    const edited = await storedBefore(db, 101);
    await saveAdminObligations(db, edited, { obligations: [ADMIN], now: new Date() });
    await db.update(legalUpdates).set({ obligationsExtractedAt: null })
      .where(eq(legalUpdates.id, edited));

    // Batches of 16: three of them, with the cursor carried over.
    assert.equal(await backfillObligations(db, { batchSize: 16 }), 41);
    const lists = await obligationsOf(db, [...ids, pending, edited]);
    for (const id of ids) {
      assert.deepEqual(
        lists.get(id)?.map((o) => [o.actor, o.deadline, o.citation, o.source, o.analyser]),
        [["Employers", "2027-04-01", DUTY, "ai", "offline"]],
      );
    }
    assert.equal(lists.get(pending), undefined);
    // The admin's list wins for good (ADR 0064).
    assert.deepEqual(lists.get(edited)?.map((o) => o.source), ["admin"]);
    const unmarked = await db.select({ id: legalUpdates.id }).from(legalUpdates)
      .where(isNull(legalUpdates.obligationsExtractedAt));
    assert.deepEqual(unmarked.map((r) => r.id), [pending]);
    assert.equal(await backfillObligations(db), 0);
  },
  { bothDrivers: true },
);

dbTest("an aborted backfill stops before its next batch", async ({ db }) => {
  for (let i = 0; i < 3; i++) await storedBefore(db, i);
  const stop = new AbortController();
  stop.abort();
  assert.equal(await backfillObligations(db, { signal: stop.signal }), 0);
  assert.equal(await backfillObligations(db, { batchSize: 2 }), 3);
});
