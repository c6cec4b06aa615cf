import assert from "node:assert/strict";
import { asc, sql } from "drizzle-orm";
import { insertNewUpdates, type NewUpdate } from "./queries/ingest.ts";
import { legalUpdates } from "./schema.ts";
import { dbTest } from "./testing.ts";

const BACKFILL = new URL("./migrations/0006_backfill_analysis_record.sql", import.meta.url);

const row = (i: number, overrides: Partial<NewUpdate>): NewUpdate => ({
  title: `Act ${i}`,
  content: "",
  sourceUrl: `https://example.gov/${i}`,
  sourceUrlKey: `https://example.gov/${i}`,
  publishDate: new Date("2026-01-01T00:00:00Z"),
  jurisdictionId: null,
  rssSourceId: null,
  ...overrides,
});

dbTest("the backfill records the category of analysed rows, and only theirs", async ({ db }) => {
  const at = new Date("2026-02-01T00:00:00Z");
  await insertNewUpdates(db, [
    row(1, { aiCategory: "Tax", analysisState: "done" }),
    row(2, { aiCategory: "Tax", analysisState: "pending" }),
    row(3, { analysisState: "done" }),
    row(4, {
      aiCategory: "Tax",
      analysisState: "done",
      aiCategoryOriginal: "Healthcare",
      analysedBy: "gemini",
      analysisModel: "gemini-2.5-flash",
      analysedAt: at,
    }),
  ]);
  await db.execute(sql.raw(await Deno.readTextFile(BACKFILL)));
  const rows = await db.select().from(legalUpdates).orderBy(asc(legalUpdates.id));
  assert.deepEqual(
    rows.map((r) => [r.aiCategoryOriginal, r.analysedBy, r.analysisModel]),
    [
      ["Tax", null, null], // analysed before the record: which analyser is unknown
      [null, null, null], // not analysed yet: the analysis job records it
      [null, null, null],
      ["Healthcare", "gemini", "gemini-2.5-flash"], // a record already there is kept
    ],
  );
  assert.equal(rows[3]?.analysedAt?.getTime(), at.getTime());
}, { bothDrivers: true });
