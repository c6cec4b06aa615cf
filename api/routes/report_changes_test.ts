/**
 * One change, one item (issue 27) through the API, over three real feed servers reporting the
 * same acts: the portal and the listing answer one row per change with "Also reported by", a
 * decision applies to the whole change, an admin splits and joins changes, and a later report of
 * an approved change alerts nobody again.
 */
import assert from "node:assert/strict";
import type { Db } from "../../db/client.ts";
import { dbTest } from "../../db/testing.ts";
import { alertDeliveries } from "../../db/schema.ts";
import { testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../workers/alerts/webhook_receiver_test_helper.ts";
import { AlsoReportedBy, CHANGE_MESSAGES } from "../schemas/changes.ts";
import type { ListingResponse, UpdateDetailResponse } from "../schemas/legal_updates.ts";
import type { AdminListResponse, AdminUpdate, HistoryResponse } from "../schemas/review.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { startChangeFeeds } from "./report_changes_test_data.ts";

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.json();
  assert.equal(res.status, status, JSON.stringify(body));
  return body as T;
}

async function setup(db: Db) {
  const { app } = createTestApp(db);
  const admin = await signedInClient(app, await makeUser(db, "admin"));
  const feeds = await startChangeFeeds(db);
  const portal = async (status = "all") =>
    await json<AdminListResponse>(await admin.get(`/api/admin/legal-updates?status=${status}`));
  return { app, admin, feeds, portal, anonymous: new TestClient(app) };
}

function sourcesOf(update: AdminUpdate | ListingResponse["updates"][number]) {
  AlsoReportedBy.parse(update.alsoReportedBy);
  return update.alsoReportedBy.map((r) => r.source);
}

dbTest(
  "three feeds reporting the same acts give one portal row per change, reviewed once",
  async ({ db }) => {
    const { admin, feeds, portal, anonymous } = await setup(db);
    try {
      for (const feed of ["journal", "regulator", "lawFirm"] as const) await feeds.addSource(feed);
      await feeds.sync();

      // 8 reports, 4 changes: each act once, the official journal's report as its primary.
      const listed = await portal();
      assert.equal(listed.total, 4);
      const byTitle = new Map(listed.updates.map((u) => [u.title.slice(0, 50), u]));
      const battery = listed.updates.find((u) => u.sourceUrl.endsWith("/2026/1432/oj"))!;
      assert.ok(battery, `the journal's report is the primary: ${[...byTitle.keys()]}`);
      // Official first, then the earliest: the regulator (9 June) before the law firm (12 June).
      assert.deepEqual(sourcesOf(battery), [feeds.names.regulator, feeds.names.lawFirm]);
      const charger = listed.updates.find((u) => u.sourceUrl.endsWith("/2026/1433/oj"))!;
      assert.deepEqual(sourcesOf(charger), [feeds.names.regulator]);
      const credit = listed.updates.find((u) => u.sourceUrl.includes("credit-consultation"))!;
      assert.deepEqual(credit.alsoReportedBy, [], "a change of one");
      const counts = await json<{ pending: number }>(
        await admin.get("/api/statistics/update-counts"),
      );
      assert.equal(counts.pending, 4, "{n} Pending counts changes");

      // Approve once: every report of the change is approved, each with its audit entry.
      const approved = await json<AdminUpdate>(
        await admin.patch(`/api/legal-updates/${battery.id}/status`, { status: "approved" }),
      );
      assert.equal(approved.status, "approved");
      const lawFirmId = await feeds.idOf("battery-labelling-2026");
      const history = await json<HistoryResponse>(
        await admin.get(`/api/admin/legal-updates/${lawFirmId}/history`),
      );
      assert.deepEqual(history.history.map((h) => [h.kind, h.toStatus]), [["status", "approved"]]);
      assert.equal((await portal("pending")).total, 3);

      // The public listing: one row, with its other reports; a total of changes.
      const publicList = await json<ListingResponse>(await anonymous.get("/api/legal-updates"));
      assert.equal(publicList.total, 1);
      assert.deepEqual(publicList.updates.map((u) => u.id), [battery.id]);
      assert.deepEqual(sourcesOf(publicList.updates[0]!), [
        feeds.names.regulator,
        feeds.names.lawFirm,
      ]);
      assert.equal(publicList.updates[0]!.alsoReportedBy[1]!.sourceUrl.includes("hartvale"), true);

      // The detail page of the primary lists them; another report's own URL answers the primary.
      const detail = await json<UpdateDetailResponse>(
        await anonymous.get(`/api/legal-updates/${battery.id}`),
      );
      assert.equal(detail.update.alsoReportedBy.length, 2);
      assert.equal(detail.primaryId, undefined);
      const viaOther = await json<UpdateDetailResponse>(
        await anonymous.get(`/api/legal-updates/${lawFirmId}`),
      );
      assert.equal(viaOther.update.id, battery.id);
      assert.equal(viaOther.primaryId, battery.id);
    } finally {
      await feeds.close();
    }
  },
);

dbTest(
  "a split report leaves its change for good, and joining brings it back",
  async ({ db }) => {
    const { admin, feeds, portal, anonymous } = await setup(db);
    try {
      await feeds.addSource("journal");
      await feeds.addSource("regulator");
      await feeds.sync();
      const journalId = await feeds.idOf("/2026/1432/oj");
      const regulatorId = await feeds.idOf("battery-labels");
      await admin.patch(`/api/legal-updates/${journalId}/status`, { status: "approved" });

      const split = await json<{ message: string; update: AdminUpdate }>(
        await admin.post(`/api/legal-updates/${regulatorId}/split`, {}),
      );
      assert.equal(split.message, CHANGE_MESSAGES.split);
      assert.equal(split.update.id, regulatorId);
      assert.equal(split.update.status, "pending", "a change of its own, pending review");
      const again = await json<{ message: string }>(
        await admin.post(`/api/legal-updates/${regulatorId}/split`, {}),
        409,
      );
      assert.equal(again.message, CHANGE_MESSAGES.alone);
      const pending = await portal("pending");
      assert.ok(pending.updates.some((u) => u.id === regulatorId));
      const [journalHistory, regulatorHistory] = await Promise.all(
        [journalId, regulatorId].map(async (id) =>
          (await json<HistoryResponse>(await admin.get(`/api/admin/legal-updates/${id}/history`)))
            .history.filter((h) => h.kind === "split")
        ),
      );
      assert.deepEqual(journalHistory!.map((h) => h.otherUpdateId), [regulatorId]);
      assert.deepEqual(regulatorHistory!.map((h) => [h.fromStatus, h.toStatus, h.otherUpdateId]), [
        ["approved", "pending", journalId],
      ]);

      // A re-sync that brings a third report of the act: it joins the official report's change, and the
      // split report stays apart.
      await feeds.addSource("lawFirm");
      await feeds.sync("2026-06-16T08:00:00Z");
      const lawFirmId = await feeds.idOf("battery-labelling-2026");
      assert.equal(await feeds.primaryIdOf(lawFirmId), journalId);
      assert.equal(await feeds.primaryIdOf(regulatorId), null, "the split report never rejoins");
      const lawFirm = await json<UpdateDetailResponse>(
        await admin.get(`/api/legal-updates/${lawFirmId}`),
      );
      assert.equal(lawFirm.update.status, "approved", "joined the approved change: approved");

      // Join it back (the change of a pending report into an approved one stays approved).
      const joined = await json<{ message: string; update: AdminUpdate }>(
        await admin.post(`/api/legal-updates/${regulatorId}/join`, { intoId: lawFirmId }),
      );
      assert.equal(joined.message, CHANGE_MESSAGES.joined);
      assert.equal(joined.update.id, journalId, "the official report stays the primary");
      assert.equal(joined.update.status, "approved");
      assert.deepEqual(joined.update.alsoReportedBy.map((r) => r.id), [regulatorId, lawFirmId]);
      const listing = await json<ListingResponse>(await anonymous.get("/api/legal-updates"));
      assert.deepEqual(listing.updates.map((u) => u.alsoReportedBy.length), [2]);

      // Wrong joins change nothing and say why.
      const join = (id: number, body: unknown) => admin.post(`/api/legal-updates/${id}/join`, body);
      assert.equal(
        (await json<{ message: string }>(await join(regulatorId, { intoId: journalId }), 409))
          .message,
        CHANGE_MESSAGES.alreadyOne,
      );
      assert.equal(
        (await json<{ message: string }>(await join(journalId, { intoId: journalId }), 400))
          .message,
        CHANGE_MESSAGES.intoItself,
      );
      await json(await join(journalId, { intoId: 999_999 }), 404);
      await json(await join(journalId, { intoId: "x" }), 400);
      await json(await admin.post("/api/legal-updates/999999/split", {}), 404);
    } finally {
      await feeds.close();
    }
  },
);

dbTest(
  "a later report of an approved change joins it without a second alert",
  async ({ db }) => {
    const settings = testAlertSettings();
    const test = createTestApp(db, {
      settings: { ...settings, server: { ...settings.server, cron: true } },
    });
    const admin = await signedInClient(test.app, await makeUser(db, "admin"));
    const user = await signedInClient(test.app, await makeUser(db, "user"));
    const receiver = startWebhookReceiver();
    const feeds = await startChangeFeeds(db);
    try {
      await feeds.addSource("journal");
      await feeds.addSource("regulator");
      await feeds.sync();
      const alert = await user.post("/api/alerts", {
        name: "Everything",
        channel: "webhook",
        webhookUrl: receiver.url("/instant"),
        frequency: "instant",
      });
      assert.equal(alert.status, 201);
      test.clock.advance(60_000);
      const journalId = await feeds.idOf("/2026/1432/oj");
      await admin.patch(`/api/legal-updates/${journalId}/status`, { status: "approved" });
      await receiver.waitForCalls(1);
      assert.equal(webhookTitles(receiver).length, 1, "the change of two reports alerts once");

      // The law firm writes about it days later: the report joins the approved change.
      await feeds.addSource("lawFirm");
      await feeds.sync("2026-06-16T08:00:00Z");
      const lawFirmId = await feeds.idOf("battery-labelling-2026");
      assert.equal(await feeds.primaryIdOf(lawFirmId), journalId);
      // Another approval afterwards: its message is the only new one.
      const creditId = await feeds.idOf("credit-consultation");
      test.clock.advance(60_000);
      await admin.patch(`/api/legal-updates/${creditId}/status`, { status: "approved" });
      await receiver.waitForCalls(2);
      await test.alertRunner.whenIdle();
      assert.equal(receiver.calls.length, 2);
      assert.deepEqual(webhookTitles(receiver).slice(1), [
        "Authority consults on its guidance on the new consumer credit law",
      ]);
      const deliveries = await db.select().from(alertDeliveries);
      assert.deepEqual(deliveries.map((d) => d.legalUpdateId).sort(), [journalId, creditId].sort());
      const listing = await json<ListingResponse>(await user.get("/api/legal-updates"));
      const battery = listing.updates.find((u) => u.id === journalId)!;
      assert.deepEqual(battery.alsoReportedBy.map((r) => r.id).at(-1), lawFirmId);
    } finally {
      await test.alertRunner.stop();
      await receiver.close();
      await feeds.close();
    }
  },
);

/** The update titles of the webhook messages received so far. */
function webhookTitles(receiver: WebhookReceiver): string[] {
  return receiver.calls.flatMap((call) =>
    (JSON.parse(call.body) as { data: { updates: { title: string }[] } }).data.updates
      .map((u) => u.title)
  );
}
