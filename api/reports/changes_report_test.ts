/**
 * The AI impact report of a change reported by several sources (issue 27), read back: the change
 * is one row, whichever of its reports were selected, and lists its other reports in "Also
 * Reported By" (ADR 0144).
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { joinChanges } from "../../db/queries/report_changes.ts";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import { insertUpdates } from "./fixtures_test_helper.ts";
import { generateReport } from "./generate.ts";
import { IMPACT_COLUMNS, IMPACT_SHEET } from "./impact_sheet.ts";
import { dataRows, headersOf, readWorkbook, sheetOf } from "./read_back_test_helper.ts";
import { SUMMARY_LABELS, SUMMARY_SHEET } from "./summary_sheet.ts";

const NOW = new Date("2026-11-26T09:00:00Z");
const OFFICIAL = "https://eur-lex.europa.eu/eli/reg/2026/1432/oj";
const NEWS = "https://harbour-authority.example/news/crane-safety";
const BLOG = "https://portlaw.example/blog/crane-1432";

/** An approved change of three reports and an approved change of one; answers their ids. */
async function scene(db: Db) {
  const [official, news, blog, alone] = await insertUpdates(db, [
    { title: "Regulation (EU) 2026/1432 on crane safety", sourceUrl: OFFICIAL },
    { title: "Authority welcomes crane safety rules", sourceUrl: NEWS },
    { title: "What the crane rules mean for ports", sourceUrl: BLOG },
    { title: "Pay transparency notice" },
  ]);
  await db.update(legalUpdates).set({ source: "Harbour Authority" })
    .where(eq(legalUpdates.id, news!));
  const user = await insertTestUser(db, NOW);
  for (const id of [news!, blog!]) {
    const joined = await joinChanges(db, { id, intoId: official! }, { actorId: user.id, now: NOW });
    assert.equal(joined.kind, "done");
  }
  return { official: official!, news: news!, blog: blog!, alone: alone!, userId: user.id };
}

async function impactRows(db: Db, ids: number[], userId: string) {
  const report = await generateReport(
    { legalUpdateIds: ids },
    { db, analyser: createOfflineAnalyser(), userId, now: NOW },
  );
  const workbook = await readWorkbook(report.bytes);
  const impact = sheetOf(workbook, IMPACT_SHEET);
  const column = headersOf(impact).indexOf("Also Reported By") + 1;
  assert.equal(column, IMPACT_COLUMNS.length, "the last column");
  const summary = new Map(
    dataRows(sheetOf(workbook, SUMMARY_SHEET)).map((r) => [r.getCell(1).text, r.getCell(2).text]),
  );
  return {
    rows: dataRows(impact).map((r) => ({
      title: r.getCell(1).text,
      others: r.getCell(column).text,
    })),
    summary,
  };
}

dbTest(
  "a change is one row of the report, listing its other reports, whichever reports were chosen",
  async ({ db }) => {
    const { official, news, blog, alone, userId } = await scene(db);
    const others = `• Harbour Authority: ${NEWS}\n• portlaw.example: ${BLOG}`;

    const all = await impactRows(db, [official, news, blog, alone], userId);
    assert.deepEqual(all.rows.map((r) => r.title).sort(), [
      "Pay transparency notice",
      "Regulation (EU) 2026/1432 on crane safety",
    ]);
    const change = all.rows.find((r) => r.title.startsWith("Regulation"))!;
    assert.equal(change.others, others);
    assert.equal(all.rows.find((r) => r.title.startsWith("Pay"))!.others, "");
    assert.equal(all.summary.get(SUMMARY_LABELS.updates), "2");
    assert.equal(all.summary.has(SUMMARY_LABELS.selected), false, "two changes chosen, two shown");

    // A favorite saved before its report joined the change: the change stands in for it.
    const one = await impactRows(db, [blog], userId);
    assert.deepEqual(one.rows, [{ title: "Regulation (EU) 2026/1432 on crane safety", others }]);
  },
);
