/**
 * POST /api/auth/reports/generate: what it refuses (each validation message, ids that are
 * pending, unknown or not numbers) and how the dates narrow the selected updates. A refused
 * request never spends a report.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { insertUpdates } from "../reports/fixtures_test_helper.ts";
import { dataRows, readWorkbook, sheetOf } from "../reports/read_back_test_helper.ts";
import { REPORT_MESSAGES } from "../schemas/reports.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";

const GENERATE = "/api/auth/reports/generate";

async function setUp(db: Db) {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db, "user", {}, clock.now());
  const client = await signedInClient(app, account);
  const ids = await insertUpdates(db, [
    { title: "January rule", publishDate: new Date("2026-01-10T08:00:00Z") },
    { title: "March start", publishDate: new Date("2026-03-01T00:00:00Z") },
    { title: "March end", publishDate: new Date("2026-03-31T23:59:00Z") },
    { title: "May rule", publishDate: new Date("2026-05-20T12:00:00Z") },
  ]);
  /** Expects a 400 with `message` (on `field` when given) and no report spent. */
  async function refused(body: unknown, message: string, field?: string) {
    const response = await client.post(GENERATE, body);
    assert.equal(response.status, 400, JSON.stringify(body));
    const answer = await response.json();
    assert.equal(answer.message, message);
    if (field) assert.equal(answer.errors?.[field], message);
    const [stored] = await db.select().from(users).where(eq(users.id, account.id));
    assert.equal(stored?.reportsRemaining, 10, "a refused request spends no report");
    return answer;
  }
  async function titles(body: unknown): Promise<string[]> {
    const response = await client.post(GENERATE, body);
    assert.equal(response.status, 200, await response.clone().text());
    const workbook = await readWorkbook(new Uint8Array(await response.arrayBuffer()));
    return dataRows(sheetOf(workbook, "Impact Analysis"))
      .map((row) => (row.getCell(1).value as { text: string }).text).sort();
  }
  return { client, ids, refused, titles };
}

dbTest("an empty or missing selection asks for at least one update", async ({ db }) => {
  const { refused } = await setUp(db);
  await refused({ legalUpdateIds: [] }, REPORT_MESSAGES.noUpdates, "legalUpdateIds");
  await refused({}, REPORT_MESSAGES.noUpdates, "legalUpdateIds");
  await refused({ legalUpdateIds: "1,2" }, REPORT_MESSAGES.noUpdates, "legalUpdateIds");
});

dbTest("ids that are not whole numbers are refused", async ({ db }) => {
  const { refused, ids } = await setUp(db);
  for (const bad of ["1", 1.5, null, -3, 0]) {
    await refused({ legalUpdateIds: [ids[0], bad] }, REPORT_MESSAGES.idsNotIntegers);
  }
});

dbTest("more than 500 updates or a repeated id is refused", async ({ db }) => {
  const { refused, ids } = await setUp(db);
  const many = Array.from({ length: 501 }, (_, i) => i + 1);
  await refused({ legalUpdateIds: many }, REPORT_MESSAGES.tooManyUpdates, "legalUpdateIds");
  await refused({ legalUpdateIds: [ids[0], ids[0]] }, REPORT_MESSAGES.duplicateIds);
});

dbTest("pending, rejected and unknown updates are named in the refusal", async ({ db }) => {
  const { refused, ids } = await setUp(db);
  const [pending, rejected] = await insertUpdates(db, [
    { status: "pending" },
    { status: "rejected" },
  ]);
  const answer = await refused(
    { legalUpdateIds: [ids[0], pending, 999_999, rejected] },
    `${REPORT_MESSAGES.unavailableUpdates}: ${pending}, 999999, ${rejected}.`,
    "legalUpdateIds",
  );
  assert.deepEqual(answer.unavailableIds, [pending, 999_999, rejected]);
});

dbTest("an end date before the start date is refused on endDate", async ({ db }) => {
  const { refused, ids } = await setUp(db);
  await refused(
    { legalUpdateIds: ids, startDate: "2026-03-10", endDate: "2026-03-09" },
    "End date must be after start date",
    "endDate",
  );
});

dbTest("dates in the future, before 1900 or not dates are refused", async ({ db }) => {
  const { refused, ids, titles } = await setUp(db);
  // The clock reads 2026-06-15 12:00 UTC; the 16th has begun in UTC+14, the 17th nowhere.
  await refused(
    { legalUpdateIds: ids, startDate: "2026-06-17" },
    REPORT_MESSAGES.startInFuture,
    "startDate",
  );
  await refused(
    { legalUpdateIds: ids, endDate: "2026-06-17T00:00:00Z" },
    REPORT_MESSAGES.endInFuture,
    "endDate",
  );
  await refused(
    { legalUpdateIds: ids, startDate: "1899-12-31" },
    REPORT_MESSAGES.startTooEarly,
    "startDate",
  );
  await refused(
    { legalUpdateIds: ids, endDate: "1899-12-31" },
    REPORT_MESSAGES.endTooEarly,
    "endDate",
  );
  await refused(
    { legalUpdateIds: ids, startDate: "2026-02-30" },
    REPORT_MESSAGES.startInvalid,
    "startDate",
  );
  await refused(
    { legalUpdateIds: ids, endDate: "yesterday" },
    REPORT_MESSAGES.endInvalid,
    "endDate",
  );
  await refused(
    { legalUpdateIds: ids, startDate: 20260101 },
    REPORT_MESSAGES.startInvalid,
    "startDate",
  );
  assert.equal((await titles({ legalUpdateIds: ids, endDate: "2026-06-16" })).length, 4);
});

dbTest(
  "the dates keep the updates published from the start day to the end of the end day",
  async ({ db }) => {
    const { ids, titles } = await setUp(db);
    assert.deepEqual(
      await titles({ legalUpdateIds: ids, startDate: "2026-03-01", endDate: "2026-03-31" }),
      ["March end", "March start"],
    );
    assert.deepEqual(
      await titles({ legalUpdateIds: ids, startDate: "2026-03-02" }),
      ["March end", "May rule"],
    );
    assert.deepEqual(
      await titles({ legalUpdateIds: ids, endDate: "2026-02-28T10:00:00.000Z" }),
      ["January rule"],
    );
    assert.deepEqual(
      await titles({ legalUpdateIds: ids, startDate: null, endDate: "" }),
      ["January rule", "March end", "March start", "May rule"],
    );
  },
);

dbTest("a period with none of the selected updates is a 400, not an empty file", async ({ db }) => {
  const { refused, ids } = await setUp(db);
  await refused(
    { legalUpdateIds: ids, startDate: "2026-06-01", endDate: "2026-06-10" },
    REPORT_MESSAGES.emptyPeriod,
  );
});
