/**
 * POST /api/auth/reports/generate: access, the file it answers, and the monthly quota (spending,
 * exhaustion, the race for the last report, the refund of a failed report, the renewal).
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import type { Analyser } from "../../workers/ai/analyser.ts";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import { GENERIC_SERVER_ERROR } from "../errors.ts";
import { insertUpdates } from "../reports/fixtures_test_helper.ts";
import { dataRows, readWorkbook, sheetOf } from "../reports/read_back_test_helper.ts";
import { storeAnalysedObligations } from "../../db/queries/obligations.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

const GENERATE = "/api/auth/reports/generate";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function setUp(db: Parameters<typeof createTestApp>[0], analyser?: Analyser) {
  const { app, clock } = createTestApp(db, { analyser });
  const account = await makeUser(db, "user", {}, clock.now());
  const client = await signedInClient(app, account);
  const ids = await insertUpdates(db, [{}, {}]);
  return { app, clock, account, client, ids };
}

async function quotaOf(db: Parameters<typeof createTestApp>[0], id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

dbTest("a signed-out caller gets 401 and no report", async ({ db }) => {
  const { app } = createTestApp(db);
  const [id] = await insertUpdates(db, [{}]);
  const response = await new TestClient(app).post(GENERATE, { legalUpdateIds: [id] });
  assert.equal(response.status, 401);
  assert.ok((await response.json()).message);
});

dbTest("a report downloads as an xlsx named by today's date", async ({ db }) => {
  const { client, ids } = await setUp(db);
  const response = await client.post(GENERATE, { legalUpdateIds: ids });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("content-type"), XLSX);
  assert.equal(
    response.headers.get("content-disposition"),
    'attachment; filename="legalwatch_report_2026-06-15.xlsx"',
  );
  assert.equal(response.headers.get("cache-control"), "no-store");
  const workbook = await readWorkbook(new Uint8Array(await response.arrayBuffer()));
  assert.equal(dataRows(sheetOf(workbook, "Impact Analysis")).length, 2);
});

dbTest(
  "the report's Obligations sheet and deadlines come from the stored obligations",
  async ({ db }) => {
    const { client, ids } = await setUp(db);
    await storeAnalysedObligations(db, [{
      id: ids[0]!,
      analyser: "offline rules",
      obligations: [{
        actor: "Employers with 250 or more employees",
        action: "must publish their gender pay gap",
        deadline: "2027-01-01",
        citation:
          "Employers with 250 or more employees must publish their gender pay gap by 1 January 2027.",
        confidence: 0.9,
      }],
    }]);
    const response = await client.post(GENERATE, { legalUpdateIds: ids });
    assert.equal(response.status, 200);
    const workbook = await readWorkbook(new Uint8Array(await response.arrayBuffer()));
    const rows = dataRows(sheetOf(workbook, "Obligations"));
    assert.deepEqual(
      rows.map((r) => [r.getCell(2).value, (r.getCell(4).value as Date).toISOString()]),
      [
        ["Employers with 250 or more employees", "2027-01-01T00:00:00.000Z"],
      ],
    );
    const deadlines = dataRows(sheetOf(workbook, "Deadlines")).map((r) => r.getCell(3).value);
    assert.ok(
      deadlines.includes("Employers with 250 or more employees: must publish their gender pay gap"),
      JSON.stringify(deadlines),
    );
  },
);

dbTest("each report spends one of the month's reports", async ({ db }) => {
  const { client, ids, account } = await setUp(db);
  const first = await client.post(GENERATE, { legalUpdateIds: ids });
  assert.equal(first.status, 200);
  assert.equal(first.headers.get("x-reports-remaining"), "9");
  await first.body?.cancel();
  const second = await client.post(GENERATE, { legalUpdateIds: [ids[0]] });
  assert.equal(second.headers.get("x-reports-remaining"), "8");
  await second.body?.cancel();
  assert.equal((await quotaOf(db, account.id)).reportsRemaining, 8);
  const me = await (await client.get("/api/auth/user")).json();
  assert.equal(me.reportsRemaining, 8);
  assert.equal(me.maxReports, 10);
});

dbTest("with no reports left the answer is 403 naming the reset date", async ({ db }) => {
  const { client, ids, account } = await setUp(db);
  await db.update(users).set({ reportsRemaining: 0 }).where(eq(users.id, account.id));
  const response = await client.post(GENERATE, { legalUpdateIds: ids });
  assert.equal(response.status, 403);
  const body = await response.json();
  assert.equal(
    body.message,
    "You have used all your reports for this month. Your quota resets on July 1, 2026.",
  );
  assert.equal(body.reportsResetAt, "2026-07-01T00:00:00.000Z");
  assert.equal(response.headers.get("x-reports-remaining"), "0");
  assert.equal((await quotaOf(db, account.id)).reportsRemaining, 0);
});

dbTest("two reports started at once with one left: one file, one 403", async ({ db }) => {
  const { app, ids, account } = await setUp(db);
  await db.update(users).set({ reportsRemaining: 1 }).where(eq(users.id, account.id));
  const [a, b] = [await signedInClient(app, account), await signedInClient(app, account)];
  const responses = await Promise.all([
    a.post(GENERATE, { legalUpdateIds: ids }),
    b.post(GENERATE, { legalUpdateIds: ids }),
  ]);
  const statuses = responses.map((r) => r.status).sort();
  assert.deepEqual(statuses, [200, 403]);
  await Promise.all(responses.map((r) => r.body?.cancel()));
  assert.equal((await quotaOf(db, account.id)).reportsRemaining, 0);
});

dbTest("a report that fails to build gives the report back", async ({ db }) => {
  const broken: Analyser = {
    name: "broken",
    analyseUpdate: () => Promise.reject(new Error("not used")),
    assessImpact: () => Promise.reject(new Error("analysis exploded")),
  };
  const { client, ids, account } = await setUp(db, broken);
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const response = await client.post(GENERATE, { legalUpdateIds: ids });
    assert.equal(response.status, 500);
    const body = await response.json();
    assert.equal(body.message, GENERIC_SERVER_ERROR);
    assert.doesNotMatch(JSON.stringify(body), /exploded/);
  } finally {
    console.error = original;
  }
  assert.equal(errors.length, 1, "the failure is logged once");
  assert.equal((await quotaOf(db, account.id)).reportsRemaining, 10);
});

dbTest("an ended month renews the quota before the report is spent", async ({ db }) => {
  const { client, clock, ids, account } = await setUp(db);
  await db.update(users).set({ reportsRemaining: 0, maxReports: 5 })
    .where(eq(users.id, account.id));
  clock.advance(Date.parse("2026-07-01T00:00:01Z") - clock.now().getTime());
  const response = await client.post(GENERATE, { legalUpdateIds: ids });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("x-reports-remaining"), "4");
  await response.body?.cancel();
  const stored = await quotaOf(db, account.id);
  assert.equal(stored.reportsRemaining, 4);
  assert.equal(stored.reportsResetAt?.toISOString(), "2026-08-01T00:00:00.000Z");
});

dbTest("the report is written for the user's company", async ({ db }) => {
  const { client, ids, account } = await setUp(db, createOfflineAnalyser());
  await db.update(users).set({ companyName: "Acme Ltd", employeeCount: 1200 })
    .where(eq(users.id, account.id));
  const response = await client.post(GENERATE, { legalUpdateIds: ids });
  const workbook = await readWorkbook(new Uint8Array(await response.arrayBuffer()));
  const summary = sheetOf(workbook, "Summary");
  assert.equal(summary.getCell("B3").value, "Acme Ltd");
  assert.equal(summary.getCell("B5").value, 1200);
  const impact = sheetOf(workbook, "Impact Analysis");
  assert.match(String(impact.getCell("E2").value), /^Acme Ltd \(large company, 1,200 employees\)/);
});
