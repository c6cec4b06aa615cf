/**
 * Instant alerts leave as soon as the approval commits (ADR 0118): the
 * approving request kicks the process's alert runner, and no alerts tick is ever called here.
 * Each wait below is a deadline on a real webhook receiver, not a measure of speed.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { alertDeliveries, legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { insertUpdate, testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../workers/alerts/webhook_receiver_test_helper.ts";
import {
  addFeedSource,
  startMutableFeed,
  syncAllAt,
} from "../../workers/feeds/mutable_feed_test_helper.ts";
import { SaveAlertResponse } from "../schemas/alerts.ts";
import { createTestApp, makeUser, signedInClient, type TestClient } from "../testing.ts";

/** The app as a server runs it (CRON on: its alert runner passes), an admin and a subscriber. */
async function instantSetup(db: Db) {
  const settings = testAlertSettings();
  const test = createTestApp(db, {
    settings: { ...settings, server: { ...settings.server, cron: true } },
  });
  const admin = await signedInClient(test.app, await makeUser(db, "admin"));
  const user = await signedInClient(test.app, await makeUser(db, "user"));
  return { ...test, admin, user };
}

/** A webhook alert on `receiver` (every update: no keywords, lists or category). */
async function webhookAlert(
  user: TestClient,
  receiver: WebhookReceiver,
  frequency: "instant" | "daily" = "instant",
) {
  const res = await user.post("/api/alerts", {
    name: `Hook ${frequency}`,
    channel: "webhook",
    webhookUrl: receiver.url(`/${frequency}`),
    frequency,
  });
  assert.equal(res.status, 201);
  return SaveAlertResponse.parse(await res.json()).alert;
}

/** The update titles of the webhook messages received so far. */
function titlesOf(receiver: WebhookReceiver): string[] {
  return receiver.calls.flatMap((call) =>
    (JSON.parse(call.body) as { data: { updates: { title: string }[] } }).data.updates
      .map((u) => u.title)
  );
}

dbTest(
  "five approvals through the API each reach an instant webhook alert, with no tick",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    const { admin, user, clock, alertRunner } = await instantSetup(db);
    try {
      await webhookAlert(user, receiver);
      clock.advance(60_000); // approvals come after the alert was made
      // Every way the portal approves: the dialog and the row's button, bulk, an edit.
      const approvals: ((id: number) => Promise<Response>)[] = [
        (id) => admin.patch(`/api/legal-updates/${id}/status`, { status: "approved" }),
        (id) =>
          admin.patch("/api/legal-updates/bulk-status", {
            ids: [id],
            statusUpdate: { status: "approved" },
          }),
        (id) => admin.patch(`/api/legal-updates/${id}`, { status: "approved" }),
        (id) => admin.patch(`/api/legal-updates/${id}/status`, { status: "approved" }),
        (id) =>
          admin.patch("/api/legal-updates/bulk-status", {
            ids: [id],
            statusUpdate: { status: "approved" },
          }),
      ];
      for (const [i, approveBy] of approvals.entries()) {
        const title = `Instant ${i + 1}`;
        const id = await insertUpdate(db, { title });
        assert.equal((await approveBy(id)).status, 200);
        await receiver.waitForCalls(i + 1);
        assert.equal(titlesOf(receiver).at(-1), title, "each approval is its own message");
      }
      await alertRunner.whenIdle();
      assert.equal(receiver.calls.length, 5, "each sent once");
      const rows = await db.select().from(alertDeliveries);
      assert.deepEqual(rows.map((r) => r.status), Array(5).fill("sent"));
    } finally {
      await alertRunner.stop();
      await receiver.close();
    }
  },
);

dbTest(
  "Undo within the window still takes back the digest the approval queued",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    const { admin, user, clock, alertRunner } = await instantSetup(db);
    try {
      await webhookAlert(user, receiver, "instant");
      const digest = await webhookAlert(user, receiver, "daily");
      clock.advance(60_000);
      const id = await insertUpdate(db, { title: "Approved, then undone" });
      await admin.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
      await receiver.waitForCalls(1);
      await alertRunner.whenIdle();
      const digestRows = () =>
        db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, digest.id));
      assert.equal((await digestRows()).length, 1, "the digest waits for 07:00");

      // The toast's Undo, seconds later: the instant message is out; the digest is not.
      clock.advance(5_000);
      const undo = await admin.patch(`/api/legal-updates/${id}/status`, { status: "pending" });
      assert.equal(undo.status, 200);
      await alertRunner.whenIdle();
      assert.deepEqual(await digestRows(), [], "the unsent digest match is withdrawn");
      assert.deepEqual(titlesOf(receiver), ["Approved, then undone"]);
      assert.equal(receiver.calls[0]!.path, "/instant");
    } finally {
      await alertRunner.stop();
      await receiver.close();
    }
  },
);

dbTest(
  "an admin's approval of a held revision reaches the alert at once as legal_update.revised",
  async ({ db }) => {
    const link = "https://gazette.example/notices/7";
    const items = new Map([[link, {
      title: "Reporting regulation",
      description: "Reports are due yearly.",
    }]]);
    const feed = startMutableFeed(items);
    const receiver = startWebhookReceiver();
    const { admin, user, clock, alertRunner } = await instantSetup(db);
    try {
      await webhookAlert(user, receiver);
      await addFeedSource(db, feed.url);
      clock.advance(60_000);
      await syncAllAt(db, clock.now().toISOString());
      const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates);
      await admin.patch(`/api/legal-updates/${row!.id}/status`, { status: "approved" });
      await receiver.waitForCalls(1);

      items.set(link, { title: "Reporting regulation", description: "Reports are due monthly." });
      clock.advance(60_000);
      await syncAllAt(db, clock.now().toISOString()); // held for review: nothing sent
      await alertRunner.whenIdle();
      assert.equal(receiver.calls.length, 1);
      const res = await admin.post(`/api/admin/legal-updates/${row!.id}/revision/approve`);
      assert.equal(res.status, 200);
      await receiver.waitForCalls(2);
      assert.equal(JSON.parse(receiver.calls[1]!.body).type, "legal_update.revised");
    } finally {
      await alertRunner.stop();
      await receiver.close();
      await feed.close();
    }
  },
);
