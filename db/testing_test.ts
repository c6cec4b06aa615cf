import assert from "node:assert/strict";
import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "./client.ts";
import { dbTest, resetDatabase } from "./testing.ts";

dbTest("a reset empties every table and restarts every serial, emptied or not", async ({ db }) => {
  const ids = async (statement: SQL) =>
    rowsOf<{ id: number }>(await db.execute(statement)).map((r) => r.id);
  const addJurisdiction = (name: string) =>
    ids(sql`insert into jurisdictions (name) values (${name}) returning id`);
  const count = async () =>
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from jurisdictions`))[0]!
      .n;

  // A table left with rows.
  await addJurisdiction("Reset A");
  await addJurisdiction("Reset B");
  await resetDatabase(db);
  assert.equal(await count(), 0);
  assert.deepEqual(await addJurisdiction("Again"), [1]);

  // A table whose rows the test deleted again: empty, but its serial moved on.
  await db.execute(sql`delete from jurisdictions`);
  await resetDatabase(db);
  assert.deepEqual(await addJurisdiction("Once more"), [1]);
}, { bothDrivers: true });
