/** The impact report gives each duty's status in the caller's compliance register (issue 29). */
import assert from "node:assert/strict";
import { registerEntries } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import { updateWithDuties } from "../routes/register_test_helper.ts";
import { generateReport } from "./generate.ts";
import { OBLIGATIONS_SHEET } from "./obligations_sheet.ts";
import { dataRows, readWorkbook, sheetOf } from "./read_back_test_helper.ts";

const NOW = new Date("2026-06-15T09:00:00Z");

dbTest("the Obligations sheet shows the register status of each duty", async ({ db }) => {
  const user = await insertTestUser(db, NOW);
  const other = await insertTestUser(db, NOW);
  const { update, dutyIds } = await updateWithDuties(db, ["2026-07-01", null, null]);
  await db.insert(registerEntries).values([
    { scope: `user:${user.id}`, obligationId: dutyIds[0], duty: "a", status: "gap" },
    {
      scope: `user:${user.id}`,
      obligationId: dutyIds[1],
      duty: "b",
      applicability: "not_applicable",
      applicabilityReason: "No branch there",
    },
    // Another user's register says nothing about the caller's.
    { scope: `user:${other.id}`, obligationId: dutyIds[2], duty: "c", status: "compliant" },
  ]);
  const report = await generateReport(
    { legalUpdateIds: [update.id] },
    { db, analyser: createOfflineAnalyser(), userId: user.id, now: NOW },
  );
  const sheet = sheetOf(await readWorkbook(report.bytes), OBLIGATIONS_SHEET);
  assert.deepEqual(dataRows(sheet).map((r) => r.getCell(6).value), [
    "Gap",
    "Not applicable",
    "Not in register",
  ]);
});
