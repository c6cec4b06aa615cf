import assert from "node:assert/strict";
import { eq, isNotNull } from "drizzle-orm";
import { revisionsOf } from "../queries/revision_history.ts";
import { legalUpdates } from "../schema.ts";
import { dbTest } from "../testing.ts";
import { correctedDemoText, DEMO_CORRECTION } from "./demo_revision.ts";
import { seedDatabase } from "./seed.ts";

const NOW = new Date("2026-03-15T09:30:00Z");

dbTest("the demo shows one approved feed update revised a day after it came", async ({ db }) => {
  await seedDatabase(db, { now: NOW, demo: true });
  const revised = await db.select().from(legalUpdates).where(isNotNull(legalUpdates.revisedAt));
  assert.equal(revised.length, 1);
  const [update] = revised;
  assert.equal(update!.status, "approved");
  assert.ok(update!.rssSourceId !== null);
  assert.ok(update!.content.endsWith(DEMO_CORRECTION));
  assert.ok(update!.aiSummary, "the summary still holds, so it is kept");

  const revisions = await revisionsOf(db, update!.id);
  assert.equal(revisions.length, 2);
  assert.equal(correctedDemoText(revisions[0]!.content), update!.content);
  assert.equal(revisions[1]!.content, update!.content);
  assert.equal(revisions[1]!.seenAt.getTime() - revisions[0]!.seenAt.getTime(), 86_400_000);
  assert.equal(update!.revisedAt!.getTime(), revisions[1]!.seenAt.getTime());

  // A second start revises nothing more.
  await seedDatabase(db, { now: NOW, demo: true });
  assert.equal((await revisionsOf(db, update!.id)).length, 2);
  const [again] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, update!.id));
  assert.equal(again!.content, update!.content);
}, { bothDrivers: true });

Deno.test("the correction makes the first 'should' 'must' and adds its sentence", () => {
  assert.equal(
    correctedDemoText("Firms should report. Banks should file."),
    `Firms must report. Banks should file. ${DEMO_CORRECTION}`,
  );
});
