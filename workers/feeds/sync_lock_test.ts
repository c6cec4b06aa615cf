import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { globalSettings } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { claimLease } from "./sync_lock.ts";

const KEY = "test_lease";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

dbTest("a held lease cannot be claimed again until released", async ({ db }) => {
  const first = await claimLease(db, KEY);
  assert.ok(first);
  assert.equal(await claimLease(db, KEY), null);
  await first.release();
  const second = await claimLease(db, KEY);
  assert.ok(second);
  await second.release();
  const rows = await db.select().from(globalSettings).where(eq(globalSettings.key, KEY));
  assert.equal(rows.length, 0, "release deletes the row");
}, { bothDrivers: true });

dbTest("of five claims made at once exactly one wins", async ({ db }) => {
  const leases = await Promise.all(Array.from({ length: 5 }, () => claimLease(db, KEY)));
  const held = leases.filter((l) => l !== null);
  assert.equal(held.length, 1);
  await held[0]?.release();
}, { bothDrivers: true });

dbTest("an expired lease is taken over and its old holder learns it lost it", async ({ db }) => {
  const stale = await claimLease(db, KEY, { ttlMs: 50, renewEveryMs: 300 });
  assert.ok(stale);
  await sleep(120);
  const fresh = await claimLease(db, KEY);
  assert.ok(fresh, "the expired lease is claimable");
  for (let i = 0; i < 40 && !stale.signal.aborted; i++) await sleep(50);
  assert.equal(stale.signal.aborted, true);
  await stale.release(); // must not delete the new holder's row
  assert.equal(await claimLease(db, KEY), null);
  await fresh.release();
}, { bothDrivers: true });

dbTest("a renewed lease outlives its ttl", async ({ db }) => {
  const lease = await claimLease(db, KEY, { ttlMs: 150, renewEveryMs: 40 });
  assert.ok(lease);
  await sleep(400);
  assert.equal(await claimLease(db, KEY), null);
  assert.equal(lease.signal.aborted, false);
  await lease.release();
}, { bothDrivers: true });

dbTest("other keys are independent", async ({ db }) => {
  const a = await claimLease(db, "lease_a");
  const b = await claimLease(db, "lease_b");
  assert.ok(a && b);
  await a.release();
  await b.release();
}, { bothDrivers: true });
