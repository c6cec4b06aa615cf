/**
 * Revisions through the alert engine on real parts: an approved update delivered to an alert is
 * revised at its source (db/queries/revisions.ts, as the sync records it) and an admin approves
 * the revision (db/queries/revision_review.ts, issue 23); the next run delivers
 * the revision to that alert once, as a `legal_update.revised` webhook with the redline, verified
 * by a real receiver with the `standardwebhooks` package.
 */
import assert from "node:assert/strict";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { APPROVAL_REVISION, listDeliveries } from "../../db/queries/alert_deliveries.ts";
import { recordRevisions } from "../../db/queries/revisions.ts";
import { decidePendingRevision } from "../../db/queries/revision_review.ts";
import { alertDeliveries, legalUpdates } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import {
  approve,
  insertJurisdiction,
  insertTestAlert,
  insertUpdate,
  testAlertSettings,
} from "./alerts_test_helper.ts";
import { runAlerts } from "./run_alerts.ts";
import { startWebhookReceiver } from "./webhook_receiver_test_helper.ts";

const OLD = "Employers must publish pay gaps within 30 days.";
const NEW = "Employers must publish pay gaps within 15 days.";

/** The source revises approved update `id`; `actorId` approves the revision (issue 23). */
async function revise(db: Db, id: number, change: { content: string; actorId: string; now: Date }) {
  const { content, actorId, now } = change;
  await db.update(legalUpdates).set({ contentHash: "feed-1" }).where(
    sql`${legalUpdates.id} = ${id} and ${legalUpdates.contentHash} is null`,
  );
  const [row] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id));
  await recordRevisions(db, [{ id, title: row!.title, content, contentHash: content }], now);
  await decidePendingRevision(db, id, { decision: "approved", actorId, now });
}

function deliveriesOf(db: Db, alertId: number) {
  return db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, alertId))
    .orderBy(asc(alertDeliveries.revisionId));
}

dbTest(
  "a revision of a delivered update goes to that alert as legal_update.revised, with the redline",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    try {
      const settings = testAlertSettings();
      const now = new Date(); // receivers refuse old timestamps
      const clock = () => now;
      const admin = await insertTestUser(db, new Date(), "admin");
      const user = await insertTestUser(db);
      const france = await insertJurisdiction(db, "France");
      const standard = await insertTestAlert(db, user.id, {
        name: "Pay",
        channel: "webhook",
        webhookUrl: receiver.url("/standard"),
        createdAt: new Date(0),
      });
      const slack = await insertTestAlert(db, user.id, {
        name: "Pay in Slack",
        channel: "webhook",
        webhookFormat: "slack",
        webhookUrl: receiver.url("/slack"),
        createdAt: new Date(0),
      });
      // Matches nothing, so it never had the update: a revision is not sent to it.
      const other = await insertTestAlert(db, user.id, {
        name: "Other",
        channel: "webhook",
        keywords: ["fisheries"],
        webhookUrl: receiver.url("/other"),
        createdAt: new Date(0),
      });
      receiver.secret = standard.webhookSecret;
      const update = await insertUpdate(db, {
        title: "Pay transparency decree",
        content: OLD,
        category: "Employment & Labor",
        jurisdictionId: france,
      });
      await approve(db, [update], admin.id, now);
      await runAlerts(db, settings, { now: clock });
      assert.equal(receiver.calls.length, 2, "the approval: standard and Slack");

      await revise(db, update, { content: NEW, actorId: admin.id, now });
      const run = await runAlerts(db, settings, { now: clock });
      assert.deepEqual(run.revised, { revisions: 1, deliveries: 2 });
      const calls = receiver.calls.slice(2);
      assert.deepEqual(calls.map((c) => c.path).sort(), ["/slack", "/standard"]);

      const call = calls.find((c) => c.path === "/standard")!;
      assert.equal(call.verifyError, undefined);
      const payload = call.verified as {
        type: string;
        data: { updates: { id: number; revision: { id: number }; diff: unknown }[] };
      };
      assert.equal(payload.type, "legal_update.revised");
      assert.equal(payload.data.updates[0]?.id, update);
      assert.equal(typeof payload.data.updates[0]?.revision.id, "number");
      assert.deepEqual(payload.data.updates[0]?.diff, [
        { op: "equal", text: "Pay transparency decree\n\nEmployers must publish pay gaps within " },
        { op: "delete", text: "30" },
        { op: "insert", text: "15" },
        { op: "equal", text: " days." },
      ]);
      const slackBody = JSON.parse(calls.find((c) => c.path === "/slack")!.body);
      assert.match(slackBody.text, /Revised: Pay transparency decree/);
      const section = slackBody.blocks.find((b: { type: string }) => b.type === "section");
      assert.match(section.text.text, /Revised: removed “30”; added “15”/);

      const [approval, revision] = await deliveriesOf(db, standard.alert.id);
      assert.equal(approval?.revisionId, APPROVAL_REVISION);
      assert.equal(revision?.status, "sent");
      assert.equal(revision?.revisionId, payload.data.updates[0]?.revision.id);
      assert.equal((await deliveriesOf(db, slack.alert.id)).length, 2);
      assert.deepEqual(await deliveriesOf(db, other.alert.id), []);

      const history = await listDeliveries(db, standard.alert.id, 10);
      assert.deepEqual(history.map((d) => [d.revisionId === null, d.status]), [
        [false, "sent"],
        [true, "sent"],
      ], "the history lists the revision, newest first");

      // Another run sends nothing again.
      await runAlerts(db, settings, { now: clock });
      assert.equal(receiver.calls.length, 4);
    } finally {
      await receiver.close();
    }
  },
);

dbTest("a revision of an update no alert was sent is delivered to nobody", async ({ db }) => {
  const receiver = startWebhookReceiver();
  try {
    const settings = testAlertSettings();
    const now = new Date();
    const admin = await insertTestUser(db, new Date(), "admin");
    const user = await insertTestUser(db);
    const alert = await insertTestAlert(db, user.id, {
      channel: "webhook",
      keywords: ["fisheries"],
      webhookUrl: receiver.url("/hook"),
      createdAt: new Date(0),
    });
    const update = await insertUpdate(db, { title: "Pay transparency decree", content: OLD });
    await approve(db, [update], admin.id, now);
    await runAlerts(db, settings, { now: () => now });
    await revise(db, update, { content: NEW, actorId: admin.id, now });
    const run = await runAlerts(db, settings, { now: () => now });
    assert.deepEqual(run.revised, { revisions: 1, deliveries: 0 });
    assert.deepEqual(receiver.calls, []);
    assert.deepEqual(await deliveriesOf(db, alert.alert.id), []);
  } finally {
    await receiver.close();
  }
});
