/**
 * Matching on real databases: on PostgreSQL the alerts are matched in shares on parallel
 * connections that commit before the batch's queue rows are deleted. These tests hold that to
 * what one transaction matches, and show that a batch left queued after its deliveries committed
 * (a crash between the two) is matched again without a second delivery of any pair.
 */
import assert from "node:assert/strict";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { alertDeliveries, alertMatchQueue, users } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import {
  approve,
  insertJurisdiction,
  insertTestAlert,
  insertUpdate,
} from "./alerts_test_helper.ts";
import { expandApprovals } from "./expand.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

/**
 * Alerts of every kind (no keywords, one word, a phrase, filters, digests in two zones) over
 * enough alerts that both shares get some, and updates that some fit; approves the updates.
 */
async function seedMatching(db: Db) {
  const admin = await insertTestUser(db, NOW, "admin");
  const france = await insertJurisdiction(db, "France");
  const spain = await insertJurisdiction(db, "Spain");
  const kinds = [
    { keywords: [] },
    { keywords: ["vat"] },
    { keywords: ["data breach"] },
    { keywords: ["wage", "minimum wage"] },
    { keywords: ["vat"], jurisdictionIds: [france] },
    { keywords: [], industries: ["Tax" as const] },
    { keywords: ["vat"], frequency: "daily" as const },
    { keywords: ["data breach"], frequency: "weekly" as const },
  ];
  for (let i = 0; i < 24; i++) {
    const user = await insertTestUser(db, NOW);
    if (i % 3 === 0) {
      await db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, user.id));
    }
    await insertTestAlert(db, user.id, {
      name: `Alert ${i}`,
      createdAt: new Date(0),
      ...kinds[i % kinds.length]!,
    });
  }
  const updates = [
    await insertUpdate(db, { title: "VAT rates", jurisdictionId: france }),
    await insertUpdate(db, {
      title: "A data breach",
      content: "notify within 72 h",
      category: "Data Protection & Cybersecurity",
      jurisdictionId: spain,
    }),
    await insertUpdate(db, { title: "The minimum wage rises", category: "Employment & Labor" }),
    await insertUpdate(db, { title: "Nothing anyone watches", category: "Energy & Environment" }),
  ];
  await approve(db, updates, admin.id, NOW);
}

/** Every delivery as (alert, update, due time), in order. */
async function deliveries(db: Db) {
  const rows = await db.select().from(alertDeliveries)
    .orderBy(asc(alertDeliveries.alertId), asc(alertDeliveries.legalUpdateId));
  return rows.map((r) => `${r.alertId} ${r.legalUpdateId} ${r.dueAt.toISOString()} ${r.status}`);
}

dbTest(
  "matching in parallel shares inserts exactly what one transaction inserts",
  async ({ db, driver }) => {
    await seedMatching(db);
    const queued = await db.select().from(alertMatchQueue);

    const pooled = await expandApprovals(db, { now: NOW });
    const fromPool = await deliveries(db);
    assert.equal(pooled.approvals, 4);
    assert.equal(pooled.deliveries, fromPool.length);
    assert.ok(fromPool.length > 24, `some of every kind fit (${fromPool.length})`);

    // The same approvals inside one transaction: a transaction has one connection, so no shares.
    await db.execute(sql`truncate alert_deliveries`);
    await db.insert(alertMatchQueue).values(queued);
    const single = await db.transaction((tx) => expandApprovals(tx, { now: NOW }));
    assert.equal(single.deliveries, pooled.deliveries, driver);
    assert.deepEqual(await deliveries(db), fromPool);
  },
  { bothDrivers: true },
);

dbTest(
  "approvals still queued after their deliveries were written are matched again without a second delivery",
  async ({ db }) => {
    await seedMatching(db);
    const queued = await db.select().from(alertMatchQueue);
    const first = await expandApprovals(db, { now: NOW });
    const written = await deliveries(db);
    assert.ok(first.deliveries > 0);

    // As if the worker died after the shares committed and before the queue rows were deleted.
    await db.insert(alertMatchQueue).values(queued);
    const again = await expandApprovals(db, { now: new Date(NOW.getTime() + 60_000) });
    assert.deepEqual(again, { approvals: 4, deliveries: 0 });
    assert.deepEqual(await deliveries(db), written);
    assert.equal((await db.select().from(alertMatchQueue)).length, 0);
  },
  { bothDrivers: true },
);
