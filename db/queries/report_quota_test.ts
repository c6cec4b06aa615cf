import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../schema.ts";
import { dbTest, insertTestUser } from "../testing.ts";
import {
  findQuota,
  nextMonthStart,
  refundReport,
  renewExpiredQuota,
  renewExpiredQuotas,
  spendReport,
} from "./report_quota.ts";

const JUNE = new Date("2026-06-15T12:00:00Z");

dbTest("spending stops at zero and never goes below", async ({ db }) => {
  const account = await insertTestUser(db, JUNE);
  await db.update(users).set({ reportsRemaining: 2 }).where(eq(users.id, account.id));
  assert.equal((await spendReport(db, account.id))?.reportsRemaining, 1);
  assert.equal((await spendReport(db, account.id))?.reportsRemaining, 0);
  assert.equal(await spendReport(db, account.id), null);
  assert.equal((await findQuota(db, account.id))?.reportsRemaining, 0);
  assert.equal(await spendReport(db, "no-such-user"), null);
}, { bothDrivers: true });

dbTest("ten reports raced at once spend exactly the ten left", async ({ db }) => {
  const account = await insertTestUser(db, JUNE);
  const spent = await Promise.all(Array.from({ length: 14 }, () => spendReport(db, account.id)));
  assert.equal(spent.filter(Boolean).length, 10);
  assert.equal((await findQuota(db, account.id))?.reportsRemaining, 0);
}, { bothDrivers: true });

dbTest("a refund returns the report within the period it was spent in only", async ({ db }) => {
  const account = await insertTestUser(db, JUNE);
  const spent = (await spendReport(db, account.id))!;
  await refundReport(db, account.id, spent);
  assert.equal((await findQuota(db, account.id))?.reportsRemaining, 10);

  const again = (await spendReport(db, account.id))!;
  await renewExpiredQuota(db, account.id, new Date("2026-07-01T00:00:00Z"));
  await refundReport(db, account.id, again);
  assert.equal(
    (await findQuota(db, account.id))?.reportsRemaining,
    10,
    "no refund above a renewal",
  );
}, { bothDrivers: true });

dbTest(
  "an ended period is renewed once; a missing reset date is set without a refill",
  async ({ db }) => {
    const account = await insertTestUser(db, JUNE);
    await db.update(users).set({ reportsRemaining: 0 }).where(eq(users.id, account.id));
    await renewExpiredQuota(db, account.id, new Date("2026-06-30T23:59:59Z"));
    assert.equal((await findQuota(db, account.id))?.reportsRemaining, 0, "not yet");
    await renewExpiredQuota(db, account.id, new Date("2026-07-01T00:00:00Z"));
    const renewed = await findQuota(db, account.id);
    assert.equal(renewed?.reportsRemaining, 10);
    assert.equal(renewed?.reportsResetAt?.toISOString(), "2026-08-01T00:00:00.000Z");

    await db.update(users).set({ reportsRemaining: 4, reportsResetAt: null })
      .where(eq(users.id, account.id));
    assert.equal(await renewExpiredQuotas(db, JUNE), 0);
    const dated = await findQuota(db, account.id);
    assert.equal(dated?.reportsRemaining, 4);
    assert.equal(dated?.reportsResetAt?.toISOString(), "2026-07-01T00:00:00.000Z");
  },
  { bothDrivers: true },
);

Deno.test("the next period starts on the first of the next UTC month", () => {
  assert.equal(
    nextMonthStart(new Date("2026-12-31T23:59:59Z")).toISOString(),
    "2027-01-01T00:00:00.000Z",
  );
  assert.equal(
    nextMonthStart(new Date("2026-01-31T00:00:00Z")).toISOString(),
    "2026-02-01T00:00:00.000Z",
  );
});
