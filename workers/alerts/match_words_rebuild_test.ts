/**
 * Stored match words follow the word rule: an alert whose words were made by an older rule
 * misses updates the rule now matches, until the start-up rebuild (db/queries/alert_rule.ts,
 * run by api/bootstrap.ts) makes them again.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { rebuildStaleMatchWords } from "../../db/queries/alert_rule.ts";
import { alertDeliveries, alerts } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { MATCH_WORDS_VERSION } from "../../domain/term_match.ts";
import { approve, insertTestAlert, insertUpdate } from "./alerts_test_helper.ts";
import { expandApprovals } from "./expand.ts";

dbTest(
  "words stored by an older word rule are rebuilt, and the alert then gets what it missed",
  async ({ db }) => {
    // After the alerts' created_at (the database's clock): deliveries follow later approvals.
    const now = new Date(Date.now() + 60_000);
    const admin = await insertTestUser(db, now, "admin");
    const user = await insertTestUser(db);
    const { alert } = await insertTestAlert(db, user.id, { keywords: ["Straße"] });
    const current = await insertTestAlert(db, user.id, { keywords: ["tax"] });
    // As the lower-casing rule stored it before the rule had a version.
    await db.update(alerts).set({ matchWords: ["straße"], matchWordsVersion: 0 })
      .where(eq(alerts.id, alert.id));
    const deliveriesOf = async (alertId: number) =>
      (await db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, alertId)))
        .map((d) => d.legalUpdateId);

    const missed = await insertUpdate(db, { title: "STRASSE gesperrt" });
    await approve(db, [missed], admin.id, now);
    await expandApprovals(db, { now });
    assert.deepEqual(await deliveriesOf(alert.id), [], "stale words miss the update");

    assert.equal(await rebuildStaleMatchWords(db), 1, "only the stale alert is rebuilt");
    const [row] = await db.select().from(alerts).where(eq(alerts.id, alert.id));
    assert.deepEqual(row!.matchWords, ["strasse"]);
    assert.equal(row!.matchWordsVersion, MATCH_WORDS_VERSION);
    assert.equal(row!.updatedAt.getTime(), alert.updatedAt.getTime(), "its owner sees no edit");
    assert.equal(await rebuildStaleMatchWords(db), 0, "nothing is left to rebuild");

    const next = await insertUpdate(db, { title: "Die Straße bleibt gesperrt" });
    await approve(db, [next], admin.id, now);
    await expandApprovals(db, { now });
    assert.deepEqual(await deliveriesOf(alert.id), [next]);
    const [other] = await db.select().from(alerts).where(eq(alerts.id, current.alert.id));
    assert.equal(other!.matchWordsVersion, MATCH_WORDS_VERSION, "made by the current rule");
  },
  // The rebuild sends its rows as one JSON parameter: SQL whose reading could differ by driver.
  { bothDrivers: true },
);
