/**
 * Undoing an approval (issue 25: the status toast's Undo sends the previous status through the
 * same call) takes back the alerts it queued: nothing goes out for an update that is no longer
 * approved, and approving it again delivers afresh (ADR 0110).
 * Real parts: the API on a real database, the alert engine, a webhook receiver on 127.0.0.1.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { alertDeliveries } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { insertTestAlert, testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import { startWebhookReceiver } from "../../workers/alerts/webhook_receiver_test_helper.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";
import { insertReviewFixture } from "./review_test_data.ts";

const DAY = 24 * 60 * 60_000;
const statusPath = (id: number) => `/api/legal-updates/${id}/status`;

dbTest(
  "an undone approval sends no alert, even once its digest was matched; approving again does",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    try {
      const settings = testAlertSettings();
      const { app, clock } = createTestApp(db, { settings });
      const admin = await signedInClient(app, await makeUser(db, "admin"));
      const owner = await makeUser(db, "user");
      for (const frequency of ["instant", "daily"] as const) {
        await insertTestAlert(db, owner.id, {
          name: frequency,
          channel: "webhook",
          webhookUrl: receiver.url(`/${frequency}`),
          frequency,
          createdAt: new Date(0),
        });
      }
      const { updateIds: [id] } = await insertReviewFixture(db, ["pending"]);
      const tick = () => runAlerts(db, settings, { now: clock.now });

      // Approved, then undone before the alert worker's tick: nothing queued, nothing sent.
      await admin.patch(statusPath(id!), { status: "approved" });
      clock.advance(5_000);
      assert.equal((await admin.patch(statusPath(id!), { status: "pending" })).status, 200);
      await tick();
      assert.equal(receiver.calls.length, 0, "nothing was sent for the undone approval");

      // Approved, matched by a tick (the instant alert is sent, the digest waits for 07:00),
      // then undone: the digest's untried delivery is taken back.
      clock.advance(60_000);
      await admin.patch(statusPath(id!), { status: "approved" });
      await tick();
      assert.deepEqual(receiver.calls.map((c) => c.path), ["/instant"]);
      clock.advance(5_000);
      await admin.patch(statusPath(id!), { status: "pending" });
      clock.advance(2 * DAY);
      await tick();
      assert.deepEqual(receiver.calls.map((c) => c.path), ["/instant"], "no digest went out");
      const left = await db.select().from(alertDeliveries)
        .where(eq(alertDeliveries.legalUpdateId, id!));
      assert.deepEqual(left.map((d) => d.status), ["sent"], "the delivery history: the sent one");

      // Approved again for good: the digest is matched and sent afresh.
      await admin.patch(statusPath(id!), { status: "approved" });
      await tick();
      clock.advance(2 * DAY);
      await tick();
      assert.deepEqual(receiver.calls.map((c) => c.path).sort(), ["/daily", "/instant"]);
    } finally {
      await receiver.close();
    }
  },
);
