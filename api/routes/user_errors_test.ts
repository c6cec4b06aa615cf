/**
 * Errors for people (issue 25 item 8, ADR 0111): a webhook on a private address
 * is refused when the alert is saved, with the reason under its field; a source whose host does
 * not resolve, and a webhook delivery refused for its address, are told in words a user acts on,
 * never in the module-prefixed text the server log keeps.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { alertDeliveries, jurisdictions, rssSources } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { NOT_PUBLIC_TEXT } from "../../domain/fetch_problem.ts";
import {
  approve,
  insertTestAlert,
  insertUpdate,
  testAlertSettings,
} from "../../workers/alerts/alerts_test_helper.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import { testSettings } from "../../workers/settings.ts";
import { ALERT_MESSAGES, AlertListResponse, DeliveryListResponse } from "../schemas/alerts.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";

const DNS_TEXT = "The feed's address could not be found (DNS). Check the URL.";

dbTest("a webhook on a private address is refused when the alert is saved", async ({ db }) => {
  const { app } = createTestApp(db, {
    settings: testAlertSettings({ allowPrivateFetch: false }),
  });
  const client = await signedInClient(app, await makeUser(db, "user"));
  for (
    const webhookUrl of ["http://127.0.0.1:9/hook", "http://localhost:8080/x", "http://[::1]/"]
  ) {
    const res = await client.post("/api/alerts", { name: "A", channel: "webhook", webhookUrl });
    assert.equal(res.status, 400, webhookUrl);
    const answer = await res.json();
    assert.equal(answer.message, ALERT_MESSAGES.webhookUrlPrivate, webhookUrl);
    assert.deepEqual(answer.errors, { webhookUrl: NOT_PUBLIC_TEXT });
  }
  const none = AlertListResponse.parse(await (await client.get("/api/alerts")).json());
  assert.equal(none.alerts.length, 0, "nothing was saved");

  // A feed alert turned into a webhook on a private address: refused too, and left as it was.
  const feed = await client.post("/api/alerts", { name: "F", channel: "feed" });
  const { alert } = await feed.json();
  const patch = await client.patch(`/api/alerts/${alert.id}`, {
    channel: "webhook",
    webhookUrl: "http://10.1.2.3/hook",
  });
  assert.equal(patch.status, 400);
  assert.deepEqual((await patch.json()).errors, { webhookUrl: NOT_PUBLIC_TEXT });
  const after = AlertListResponse.parse(await (await client.get("/api/alerts")).json());
  assert.equal(after.alerts[0]?.channel, "feed");

  // A name that does not resolve (yet) is not refused at save: its deliveries will say why.
  const pending = await client.post("/api/alerts", {
    name: "P",
    channel: "webhook",
    webhookUrl: "https://hooks.nonexistent.invalid/x",
  });
  assert.equal(pending.status, 201);
});

dbTest("ALLOW_PRIVATE_FETCH keeps private webhooks for tests and demos", async ({ db }) => {
  const { app } = createTestApp(db, { settings: testAlertSettings({ allowPrivateFetch: true }) });
  const client = await signedInClient(app, await makeUser(db, "user"));
  const res = await client.post("/api/alerts", {
    name: "A",
    channel: "webhook",
    webhookUrl: "http://127.0.0.1:9/hook",
  });
  assert.equal(res.status, 201);
});

dbTest(
  "a source whose host does not resolve is told as a DNS problem, with no module prefix",
  async ({ db }) => {
    const { app } = createTestApp(db, {
      settings: testSettings({ security: { allowPrivateFetch: false } }),
    });
    const [j] = await db.insert(jurisdictions).values({ name: "Ruritania" }).returning();
    const [source] = await db.insert(rssSources).values({
      jurisdictionId: j!.id,
      name: "Gazette",
      url: "https://gazette.nonexistent.invalid/feed.xml",
    }).returning();
    const client = await signedInClient(app, await makeUser(db, "superadmin"));

    const sync = await client.post(`/api/rss-sources/${source!.id}/sync`);
    assert.equal(sync.status, 200);
    const summary = await sync.json();
    assert.deepEqual(summary.errors, [{ sourceId: source!.id, name: "Gazette", error: DNS_TEXT }]);
    assert.doesNotMatch(JSON.stringify(summary), /feeds\/|fetcher/);

    const listed = await (await client.get("/api/rss-sources")).json();
    assert.equal(listed[0].lastSyncError, DNS_TEXT);
    const byJurisdiction = await (await client.get("/api/jurisdictions")).json();
    assert.equal(byJurisdiction[0].rssSources[0].lastSyncError, DNS_TEXT);

    // The technical text stays on the server, for the log and whoever debugs.
    const [stored] = await db.select().from(rssSources).where(eq(rssSources.id, source!.id));
    assert.match(stored!.lastSyncError ?? "", /^feeds\/fetcher: cannot resolve host /);
  },
);

dbTest(
  "a webhook delivery refused for its address is told in the owner's words",
  async ({ db }) => {
    const settings = testAlertSettings({ allowPrivateFetch: false });
    const { app, clock } = createTestApp(db, { settings });
    const admin = await insertTestUser(db, new Date(), "admin");
    const owner = await makeUser(db, "user");
    // Saved before the check existed (straight into the table): the delivery's guard refuses it.
    const { alert } = await insertTestAlert(db, owner.id, {
      channel: "webhook",
      webhookUrl: "http://127.0.0.1:9/hook",
      createdAt: new Date(0),
    });
    const update = await insertUpdate(db, { title: "Anything" });
    await approve(db, [update], admin.id, clock.now());
    await runAlerts(db, settings, { now: clock.now });

    const client = await signedInClient(app, owner);
    const res = await client.get(`/api/alerts/${alert.id}/deliveries`);
    const { deliveries } = DeliveryListResponse.parse(await res.json());
    assert.equal(deliveries[0]?.lastError, NOT_PUBLIC_TEXT);
    const [row] = await db.select().from(alertDeliveries).where(
      eq(alertDeliveries.alertId, alert.id),
    );
    assert.match(row!.lastError ?? "", /^alerts\/webhook: /, "the log's words stay in the table");
  },
);
