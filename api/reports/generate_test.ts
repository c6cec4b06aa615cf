import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import { testSettings } from "../../workers/settings.ts";
import { bootstrap } from "../bootstrap.ts";
import { generateReport } from "./generate.ts";
import { IMPACT_SHEET } from "./impact_sheet.ts";
import { OBLIGATIONS_SHEET } from "./obligations_sheet.ts";
import { dataRows, readWorkbook, sheetOf } from "./read_back_test_helper.ts";

const NOW = new Date("2026-11-26T09:00:00Z");

/** The number the impact summary states: "It sets 2 obligations" or "no explicit obligations". */
function countStated(summary: string): number {
  if (summary.includes("It states no explicit obligations")) return 0;
  const match = summary.match(/It sets (\d+) obligations?\b/);
  assert.ok(match, `no obligation count in: ${summary}`);
  return Number(match[1]);
}

dbTest(
  "the demo report's Impact sheet counts the obligations its Obligations sheet lists",
  async ({ database, db }) => {
    await bootstrap(database, testSettings({ database: { seedDemo: true } }), NOW);
    const approved = await db.select({ id: legalUpdates.id }).from(legalUpdates)
      .where(eq(legalUpdates.status, "approved")).orderBy(asc(legalUpdates.id)).limit(40);
    const user = await insertTestUser(db, NOW);
    const report = await generateReport(
      { legalUpdateIds: approved.map((u) => u.id) },
      { db, analyser: createOfflineAnalyser(), userId: user.id, now: NOW },
    );
    const workbook = await readWorkbook(report.bytes);

    const listed = new Map<string, number>();
    for (const row of dataRows(sheetOf(workbook, OBLIGATIONS_SHEET))) {
      const title = row.getCell(1).text;
      listed.set(title, (listed.get(title) ?? 0) + 1);
    }
    const stated = dataRows(sheetOf(workbook, IMPACT_SHEET)).map((row) => ({
      title: row.getCell(1).text,
      count: countStated(row.getCell(5).text),
    }));
    assert.equal(stated.length, approved.length);
    for (const { title, count } of stated) {
      assert.equal(count, listed.get(title) ?? 0, `${title}: the two sheets disagree`);
    }
    const total = stated.reduce((sum, s) => sum + s.count, 0);
    assert.ok(total >= 20, `the demo's duties are in the report (${total})`);
  },
);
