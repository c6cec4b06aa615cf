import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { resetReportQuotas } from "./reset_quotas.ts";

dbTest("the monthly job renews only the quotas whose month has ended", async ({ db }) => {
  const june = new Date("2026-06-20T10:00:00Z");
  const ended = await insertTestUser(db, june);
  const current = await insertTestUser(db, june);
  await db.update(users).set({ reportsRemaining: 0, maxReports: 25 }).where(eq(users.id, ended.id));
  await db.update(users).set({ reportsRemaining: 3, reportsResetAt: new Date("2026-08-01Z") })
    .where(eq(users.id, current.id));

  const log = console.log;
  console.log = () => {};
  try {
    const july = new Date("2026-07-01T00:07:00Z");
    assert.equal(await resetReportQuotas({ db, now: () => july }), 1);
    assert.equal(
      await resetReportQuotas({ db, now: () => july }),
      0,
      "a second tick changes nothing",
    );
  } finally {
    console.log = log;
  }
  const [renewed] = await db.select().from(users).where(eq(users.id, ended.id));
  assert.equal(renewed?.reportsRemaining, 25);
  assert.equal(renewed?.reportsResetAt?.toISOString(), "2026-08-01T00:00:00.000Z");
  const [untouched] = await db.select().from(users).where(eq(users.id, current.id));
  assert.equal(untouched?.reportsRemaining, 3);
});
