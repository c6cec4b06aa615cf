/**
 * The review of revisions held for review (issue 23) on real parts: a feed on 127.0.0.1 synced
 * by the worker's own sync, the API through app.request(), the alert engine delivering to a real
 * webhook receiver that verifies the signatures. An approved update whose source turns it into a
 * phishing notice keeps its approved text for everyone until an admin approves the revision.
 */
import assert from "node:assert/strict";
import type { Db } from "../../db/client.ts";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { insertTestAlert, testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import { startWebhookReceiver } from "../../workers/alerts/webhook_receiver_test_helper.ts";
import {
  addFeedSource,
  type FeedItem,
  startMutableFeed,
  syncAllAt,
} from "../../workers/feeds/mutable_feed_test_helper.ts";
import type { ListingResponse, UpdateDetailResponse } from "../schemas/legal_updates.ts";
import type { AdminListResponse, AdminUpdate, HistoryResponse } from "../schemas/review.ts";
import { PendingRevisionResponse, RevisionsResponse } from "../schemas/revisions.ts";
import type { UpdateCounts } from "../schemas/statistics.ts";
import { createTestApp, makeUser, signedInClient, TestClient, TestClock } from "../testing.ts";

const LINK = "https://gazette.example/notices/42";
const APPROVED: FeedItem = {
  title: "Account security regulation",
  description: "Banks must rotate staff passwords every 90 days.",
};
const PHISHING: FeedItem = {
  title: "URGENT: verify your LegalWatch account",
  description: "Under the new regulation, verify your account at https://phish.example today.",
};

/**
 * Runs `test` on a synced item approved by an admin, whose approval went to a webhook alert
 * (verified by the receiver); then the feed turned it into PHISHING and the source was synced
 * again. Feed and receiver are stopped after.
 */
function onHeldRevision(test: (parts: Awaited<ReturnType<typeof heldRevision>>) => Promise<void>) {
  return async ({ db }: { db: Db }) => {
    const items = new Map([[LINK, APPROVED]]);
    const feed = startMutableFeed(items);
    const receiver = startWebhookReceiver();
    try {
      const parts = await heldRevision(db, { feed: feed.url, receiver });
      assert.equal(receiver.calls.length, 1, "the approval was delivered");
      items.set(LINK, PHISHING);
      assert.equal((await syncAllAt(db, parts.clock.now().toISOString())).itemsRevised, 1);
      await test(parts);
    } finally {
      await feed.close();
      await receiver.close();
    }
  };
}

async function heldRevision(
  db: Db,
  options: { feed: string; receiver: ReturnType<typeof startWebhookReceiver> },
) {
  // Now, not a fixed date: receivers refuse old webhook timestamps.
  const clock = new TestClock(new Date());
  const { app } = createTestApp(db, { clock });
  const admin = await signedInClient(app, await makeUser(db, "admin"));
  const user = await signedInClient(app, await makeUser(db, "user"));
  const anonymous = new TestClient(app);
  await addFeedSource(db, options.feed);
  assert.equal((await syncAllAt(db, clock.now().toISOString())).itemsInserted, 1);
  const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates);
  const id = row!.id;
  const approved = await admin.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
  assert.equal(approved.status, 200);
  const owner = await makeUser(db, "user");
  const alert = await insertTestAlert(db, owner.id, {
    name: "Everything",
    channel: "webhook",
    webhookUrl: options.receiver.url("/hook"),
    createdAt: new Date(0),
  });
  options.receiver.secret = alert.webhookSecret;
  const settings = testAlertSettings();
  const alerts = () => runAlerts(db, settings, { now: clock.now });
  await alerts();
  return { db, id, admin, user, anonymous, alerts, clock, receiver: options.receiver };
}

/** What a reader sees of update `id`: its detail, its listing row and its revisions. */
async function publicView(client: TestClient, id: number) {
  const detail = await (await client.get(`/api/legal-updates/${id}`))
    .json() as UpdateDetailResponse;
  const listing = await (await client.get("/api/legal-updates")).json() as ListingResponse;
  const revisions = RevisionsResponse.parse(
    await (await client.get(`/api/legal-updates/${id}/revisions`)).json(),
  );
  return { detail: detail.update, row: listing.updates.find((u) => u.id === id), revisions };
}

/** Asserts that `client` sees the approved text of update `id`, and no trace of PHISHING. */
async function assertApprovedText(client: TestClient, id: number) {
  const seen = await publicView(client, id);
  assert.equal(seen.detail.title, APPROVED.title);
  assert.equal(seen.detail.content, APPROVED.description);
  assert.equal(seen.detail.revisedAt, null);
  assert.equal(seen.row?.title, APPROVED.title);
  assert.doesNotMatch(JSON.stringify(seen), /phish|URGENT/);
}

async function lastHistoryEntry(admin: TestClient, id: number) {
  const res = await admin.get(`/api/admin/legal-updates/${id}/history`);
  return (await res.json() as HistoryResponse).history.at(-1);
}

dbTest(
  "a revision of an approved update reaches readers and alerts only once an admin approves it",
  onHeldRevision(async ({ id, admin, user, anonymous, alerts, receiver }) => {
    for (const client of [anonymous, user, admin]) await assertApprovedText(client, id);
    await alerts();
    assert.equal(receiver.calls.length, 1, "no webhook while the revision waits");

    // The portal: the count, the filter, the badge's flag and the redline.
    const counts = await (await admin.get("/api/statistics/update-counts")).json() as UpdateCounts;
    assert.equal(counts.revisionPending, 1);
    const listed = await (await admin.get("/api/admin/legal-updates?status=revision-pending"))
      .json() as AdminListResponse;
    assert.deepEqual(listed.updates.map((u) => [u.id, u.revisionPending]), [[id, true]]);
    const pending = PendingRevisionResponse.parse(
      await (await admin.get(`/api/admin/legal-updates/${id}/pending-revision`)).json(),
    );
    assert.equal(pending.revision?.title, PHISHING.title);
    const inserted = pending.diff.filter((p) => p.op === "insert").map((p) => p.text).join("");
    const deleted = pending.diff.filter((p) => p.op === "delete").map((p) => p.text).join("");
    assert.match(inserted, /^URGENT: verify your LegalWatch account\b.*https:\/\/phish/s);
    assert.match(deleted, /rotate staff passwords/);

    // Only admins decide.
    const approvePath = `/api/admin/legal-updates/${id}/revision/approve`;
    assert.equal((await anonymous.post(approvePath)).status, 401);
    assert.equal((await user.post(approvePath)).status, 403);
    const res = await admin.post(approvePath);
    assert.equal(res.status, 200);
    const answer = await res.json() as AdminUpdate;
    assert.equal(answer.title, PHISHING.title);
    assert.equal(answer.revisionPending, false);
    assert.match(answer.aiSummary ?? "", /verify your account/, "the new text is analysed");

    const seen = await publicView(anonymous, id);
    assert.equal(seen.detail.title, PHISHING.title);
    assert.equal(seen.detail.content, PHISHING.description);
    assert.notEqual(seen.detail.revisedAt, null);
    assert.equal(seen.row?.title, PHISHING.title);
    assert.deepEqual(seen.revisions.revisions.map((r) => r.title), [
      APPROVED.title,
      PHISHING.title,
    ]);

    const run = await alerts();
    assert.deepEqual(run.revised, { revisions: 1, deliveries: 1 });
    assert.equal(receiver.calls.length, 2);
    const call = receiver.calls[1]!;
    assert.equal(call.verifyError, undefined);
    assert.equal((call.verified as { type: string }).type, "legal_update.revised");

    const last = await lastHistoryEntry(admin, id);
    assert.equal(last?.kind, "revision_approved");
    assert.deepEqual(last?.actor, { firstName: "Admin", lastName: "Tester" });
    const again = await admin.post(approvePath);
    assert.equal(again.status, 409, "nothing waits any more");
    assert.deepEqual(await again.json(), {
      message: "This update has no revision waiting for review",
    });
  }),
);

dbTest(
  "a rejected revision changes nothing readers see and sends nothing; the same text stays rejected",
  onHeldRevision(async ({ db, id, admin, anonymous, alerts, receiver, clock }) => {
    const res = await admin.post(`/api/admin/legal-updates/${id}/revision/reject`);
    assert.equal(res.status, 200);
    assert.equal((await res.json() as AdminUpdate).revisionPending, false);
    await assertApprovedText(anonymous, id);
    await alerts();
    assert.equal(receiver.calls.length, 1, "no webhook for a rejected revision");
    const last = await lastHistoryEntry(admin, id);
    assert.equal(last?.kind, "revision_rejected");
    assert.deepEqual(last?.actor, { firstName: "Admin", lastName: "Tester" });

    // The feed still says the same: no news, nothing waits again.
    clock.advance(60_000);
    assert.equal((await syncAllAt(db, clock.now().toISOString())).itemsRevised, 0);
    const pending = PendingRevisionResponse.parse(
      await (await admin.get(`/api/admin/legal-updates/${id}/pending-revision`)).json(),
    );
    assert.deepEqual(pending, { revision: null, diff: [] });
  }),
);

dbTest(
  "a bad decision or an unknown update is refused with a message and changes nothing",
  onHeldRevision(async ({ id, admin, anonymous }) => {
    const bad = await admin.post(`/api/admin/legal-updates/${id}/revision/maybe`);
    assert.equal(bad.status, 400);
    assert.deepEqual(await bad.json(), {
      message: "The decision must be approve or reject",
      errors: { decision: "The decision must be approve or reject" },
    });
    for (const path of ["987654/revision/approve", "abc/revision/reject"]) {
      const res = await admin.post(`/api/admin/legal-updates/${path}`);
      assert.equal(res.status, 404, path);
      assert.deepEqual(await res.json(), { message: "Legal update not found" });
    }
    assert.equal((await admin.get("/api/admin/legal-updates/987654/pending-revision")).status, 404);
    await assertApprovedText(anonymous, id);
    const pending = PendingRevisionResponse.parse(
      await (await admin.get(`/api/admin/legal-updates/${id}/pending-revision`)).json(),
    );
    assert.equal(pending.revision?.title, PHISHING.title, "still waiting");
  }),
);
