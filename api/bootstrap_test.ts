import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { obligationsOf } from "../db/queries/obligations.ts";
import { legalUpdates } from "../db/schema.ts";
import { dbTest } from "../db/testing.ts";
import { testSettings } from "../workers/settings.ts";
import { bootstrap } from "./bootstrap.ts";

const NOW = new Date("2026-11-26T09:00:00Z");
const MODAL = /\b(must|shall)\b/i;

dbTest("a fresh demo shows the duties of every approved update that says must or shall", async ({
  database,
  db,
}) => {
  const report = await bootstrap(
    database,
    testSettings({ database: { seedDemo: true, adminPassword: "admin-password-123" } }),
    NOW,
  );
  assert.equal(report.seeded.updates, 200);
  // Awaited by the start itself: the demo's first page already has them.
  assert.equal(await report.obligationsBackfill, 200);
  assert.equal(await report.featuresBackfill, 200, "every demo update can be grouped with");
  const approved = await db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    content: legalUpdates.content,
  }).from(legalUpdates).where(eq(legalUpdates.status, "approved"));
  const modal = approved.filter((u) => MODAL.test(`${u.title} ${u.content}`));
  assert.ok(modal.length >= 60, `${modal.length} approved updates say must or shall`);
  const lists = await obligationsOf(db, modal.map((u) => u.id));
  const without = modal.filter((u) => !lists.get(u.id)?.length).map((u) => u.title);
  assert.deepEqual(without, []);
  for (const list of lists.values()) {
    for (const o of list) assert.equal(o.source, "ai");
  }
  // A second start finds nothing left to fill and seeds nothing.
  const again = await bootstrap(
    database,
    testSettings({ database: { seedDemo: true } }),
    NOW,
  );
  assert.equal(again.seeded.updates, 0);
  assert.equal(await again.obligationsBackfill, 0);
  assert.equal(await again.featuresBackfill, 0);
});
