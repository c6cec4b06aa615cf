/**
 * /api/alerts through the real app: the rules and their validation, someone else's alert as a
 * 404, test messages to a real webhook receiver, the delivery history, the private Atom feed
 * (read by feedsmith and by the project's own parser), the one-click unsubscribe without a
 * cookie or an Origin, and the profile's time zone.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { parseFeed as parseWithFeedsmith } from "feedsmith";
import { alerts as alertsTable } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { ALERT_LIMITS, updatePageUrl } from "../../domain/alerts.ts";
import {
  approve,
  insertJurisdiction,
  insertUpdate,
  TEST_PUBLIC_URL,
  testAlertSettings,
} from "../../workers/alerts/alerts_test_helper.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import { headerValue, startSmtpServer } from "../../workers/alerts/smtp_server_test_helper.ts";
import { startWebhookReceiver } from "../../workers/alerts/webhook_receiver_test_helper.ts";
import { parseFeed } from "../../workers/feeds/parse/parse.ts";
import {
  ALERT_MESSAGES,
  AlertListResponse,
  DeliveryListResponse,
  RotateSecretResponse,
  SaveAlertResponse,
  TestAlertResponse,
} from "../schemas/alerts.ts";
import { createTestApp, makeUser, signedInClient, TestClient, TestClock } from "../testing.ts";

function appFor(db: Parameters<typeof createTestApp>[0], smtpUrl?: string) {
  return createTestApp(db, { settings: testAlertSettings({ smtpUrl }) });
}

dbTest(
  "a user creates, lists, edits and deletes alerts; webhookSecret is shown once",
  async ({ db }) => {
    const { app } = appFor(db);
    const user = await makeUser(db, "user");
    const client = await signedInClient(app, user);
    const france = await insertJurisdiction(db, "France");

    const created = await client.post("/api/alerts", {
      name: "  French tax  ",
      jurisdictionIds: [france, france],
      industries: ["tax"],
      keywords: ["VAT", " vat ", "corporate   tax"],
    });
    assert.equal(created.status, 201);
    const { alert, webhookSecret } = SaveAlertResponse.parse(await created.json());
    assert.equal(webhookSecret, undefined, "only webhook alerts get a secret");
    assert.equal(alert.name, "French tax");
    assert.deepEqual(alert.jurisdictionIds, [france]);
    assert.deepEqual(alert.industries, ["Tax"]);
    assert.deepEqual(alert.keywords, ["VAT", "corporate tax"]);
    assert.equal(alert.channel, "email");
    assert.equal(alert.frequency, "instant");
    assert.equal(alert.isActive, true);
    assert.match(
      alert.feedUrl ?? "",
      /^https:\/\/lw\.example\/api\/alerts\/feed\/[\w-]{43}\.atom$/,
    );
    assert.equal(alert.webhookUrl, undefined);

    const hook = await client.post("/api/alerts", {
      name: "Hook",
      channel: "webhook",
      webhookUrl: "https://hooks.example.com/x",
      webhookFormat: "slack",
      frequency: "daily",
    });
    assert.equal(hook.status, 201);
    const hooked = SaveAlertResponse.parse(await hook.json());
    assert.match(hooked.webhookSecret ?? "", /^whsec_[A-Za-z0-9+/]+=*$/);
    assert.equal(hooked.alert.webhookUrl, "https://hooks.example.com/x");
    assert.equal(hooked.alert.webhookFormat, "slack");

    const list = AlertListResponse.parse(await (await client.get("/api/alerts")).json());
    assert.deepEqual(list.alerts.map((a) => a.name), ["French tax", "Hook"]);
    assert.ok(list.alerts.every((a) => a.feedUrl === null), "the stored hash cannot give it back");
    assert.ok(list.alerts.every((a) => a.lastDeliveryAt === null));

    // PATCH: a subset; turning into a webhook alert gives a secret, once.
    const patched = await client.patch(`/api/alerts/${alert.id}`, {
      isActive: false,
      channel: "webhook",
      webhookUrl: "http://hooks.example.com/y",
    });
    assert.equal(patched.status, 200);
    const after = SaveAlertResponse.parse(await patched.json());
    assert.equal(after.alert.isActive, false);
    assert.equal(after.alert.name, "French tax");
    assert.match(after.webhookSecret ?? "", /^whsec_/);
    const again = SaveAlertResponse.parse(
      await (await client.patch(`/api/alerts/${alert.id}`, { name: "Renamed" })).json(),
    );
    assert.equal(again.webhookSecret, undefined);
    assert.equal(again.alert.name, "Renamed");

    // rotate-secret: a new secret and a new feed URL.
    const rotated = RotateSecretResponse.parse(
      await (await client.post(`/api/alerts/${alert.id}/rotate-secret`)).json(),
    );
    assert.match(rotated.webhookSecret ?? "", /^whsec_/);
    assert.notEqual(rotated.webhookSecret, after.webhookSecret);
    assert.notEqual(rotated.alert.feedUrl, alert.feedUrl);

    const deleted = await client.delete(`/api/alerts/${alert.id}`);
    assert.equal(deleted.status, 200);
    assert.equal((await client.delete(`/api/alerts/${alert.id}`)).status, 404);
    const left = AlertListResponse.parse(await (await client.get("/api/alerts")).json());
    assert.deepEqual(left.alerts.map((a) => a.name), ["Hook"]);
  },
);

dbTest("bad rules are refused with the field's message and change nothing", async ({ db }) => {
  const { app } = appFor(db);
  const user = await makeUser(db, "user");
  const client = await signedInClient(app, user);
  const refuse = async (body: unknown, pattern: RegExp) => {
    const res = await client.post("/api/alerts", body);
    const text = await res.text();
    assert.equal(res.status, 400, text);
    assert.match(text, pattern, JSON.stringify(body));
  };
  await refuse({ name: "" }, /Please enter a name for the alert/);
  await refuse({ name: "   " }, /Please enter a name for the alert/);
  await refuse({ name: "x".repeat(101) }, /at most 100 characters/);
  await refuse({ name: "A", industries: ["Cooking"] }, /among the 14 categories/);
  await refuse({ name: "A", jurisdictionIds: [987654, 987655] }, /do not exist: 987654, 987655/);
  await refuse({ name: "A", jurisdictionIds: ["1"] }, /numeric ids/);
  await refuse({ name: "A", channel: "webhook" }, /needs a webhook URL/);
  await refuse(
    { name: "A", channel: "webhook", webhookUrl: "ftp://files.example/x" },
    /valid webhook URL/,
  );
  await refuse({ name: "A", channel: "sms" }, /email, webhook or feed/);
  await refuse({ name: "A", frequency: "hourly" }, /instant, daily or weekly/);
  await refuse({ name: "A", keywords: ["x".repeat(101)] }, /at most 100 characters/);
  const none = AlertListResponse.parse(await (await client.get("/api/alerts")).json());
  assert.equal(none.alerts.length, 0);

  // 100 characters is fine; PATCH checks the merged rule too.
  const ok = await client.post("/api/alerts", { name: "x".repeat(100) });
  assert.equal(ok.status, 201);
  const { alert } = SaveAlertResponse.parse(await ok.json());
  const patch = await client.patch(`/api/alerts/${alert.id}`, { channel: "webhook" });
  assert.equal(patch.status, 400);
  assert.match(await patch.text(), /needs a webhook URL/);
});

dbTest(
  "a webhook URL with credentials, without its '//' or too long is refused with the form's message",
  async ({ db }) => {
    const { app } = appFor(db);
    const client = await signedInClient(app, await makeUser(db, "user"));
    const long = `https://hooks.example/${"x".repeat(ALERT_LIMITS.webhookUrlMax)}`;
    for (
      const webhookUrl of [
        "https://user:pass@hooks.example/x",
        "https://user@hooks.example/x",
        "http:hooks.example/x",
        long,
      ]
    ) {
      const res = await client.post("/api/alerts", { name: "A", channel: "webhook", webhookUrl });
      assert.equal(res.status, 400, webhookUrl);
      const answer = await res.json();
      assert.equal(answer.message, ALERT_MESSAGES.webhookUrlInvalid, webhookUrl);
      assert.deepEqual(answer.errors, { webhookUrl: ALERT_MESSAGES.webhookUrlInvalid });
    }
    const none = AlertListResponse.parse(await (await client.get("/api/alerts")).json());
    assert.equal(none.alerts.length, 0);
    const local = await client.post("/api/alerts", {
      name: "A",
      channel: "webhook",
      webhookUrl: " http://127.0.0.1:9/hook ",
    });
    assert.equal(local.status, 201);
    const { alert } = SaveAlertResponse.parse(await local.json());
    assert.equal(alert.webhookUrl, "http://127.0.0.1:9/hook");
  },
);

dbTest("a user keeps at most 50 alerts", async ({ db }) => {
  const { app } = appFor(db);
  const user = await makeUser(db, "user");
  const client = await signedInClient(app, user);
  for (let i = 0; i < ALERT_LIMITS.perUser; i++) {
    const res = await client.post("/api/alerts", { name: `Alert ${i}`, channel: "feed" });
    assert.equal(res.status, 201);
  }
  const over = await client.post("/api/alerts", { name: "One too many" });
  assert.equal(over.status, 400);
  assert.equal((await over.json()).message, ALERT_MESSAGES.tooManyAlerts);
  // Another user is not affected.
  const other = await signedInClient(app, await makeUser(db, "user"));
  assert.equal((await other.post("/api/alerts", { name: "Mine" })).status, 201);
});

dbTest("someone else's alert answers 404 to every call, and is left as it was", async ({ db }) => {
  const { app } = appFor(db);
  const owner = await signedInClient(app, await makeUser(db, "user"));
  const stranger = await signedInClient(app, await makeUser(db, "admin"));
  const { alert } = SaveAlertResponse.parse(
    await (await owner.post("/api/alerts", { name: "Private" })).json(),
  );
  const calls: [string, string, unknown?][] = [
    ["PATCH", `/api/alerts/${alert.id}`, { name: "Taken" }],
    ["DELETE", `/api/alerts/${alert.id}`],
    ["POST", `/api/alerts/${alert.id}/test`, {}],
    ["GET", `/api/alerts/${alert.id}/deliveries`],
    ["POST", `/api/alerts/${alert.id}/rotate-secret`, {}],
    ["POST", `/api/alerts/${alert.id}/rotate-feed`, {}],
  ];
  for (const [method, path, body] of calls) {
    const res = await stranger.request(method, path, body);
    assert.equal(res.status, 404, `${method} ${path}`);
    assert.equal((await res.json()).message, ALERT_MESSAGES.notFound);
  }
  const list = AlertListResponse.parse(await (await stranger.get("/api/alerts")).json());
  assert.equal(list.alerts.length, 0);
  const [row] = await db.select().from(alertsTable).where(eq(alertsTable.id, alert.id));
  assert.equal(row!.name, "Private");
  assert.equal((await new TestClient(app).get("/api/alerts")).status, 401);
});

dbTest("Send test posts to the webhook now and answers what it said", async ({ db }) => {
  const receiver = startWebhookReceiver();
  try {
    // Receivers refuse old timestamps: this app's clock is the real one.
    const { app } = createTestApp(db, {
      clock: new TestClock(new Date()),
      settings: testAlertSettings(),
    });
    const client = await signedInClient(app, await makeUser(db, "user"));
    const created = SaveAlertResponse.parse(
      await (await client.post("/api/alerts", {
        name: "Hook",
        channel: "webhook",
        webhookUrl: receiver.url(),
      })).json(),
    );
    receiver.secret = created.webhookSecret!;
    const ok = TestAlertResponse.parse(
      await (await client.post(`/api/alerts/${created.alert.id}/test`)).json(),
    );
    assert.deepEqual(ok, { ok: true, message: "Delivered" });
    assert.equal(receiver.calls.length, 1);
    assert.equal(receiver.calls[0]!.verifyError, undefined);
    assert.equal((receiver.calls[0]!.verified as { type: string }).type, "alert.test");

    receiver.status = 500;
    const refused = TestAlertResponse.parse(
      await (await client.post(`/api/alerts/${created.alert.id}/test`)).json(),
    );
    assert.deepEqual(refused, { ok: false, message: "Failed (HTTP 500)" });

    // A feed alert sends nothing.
    const feed = SaveAlertResponse.parse(
      await (await client.post("/api/alerts", { name: "Feed", channel: "feed" })).json(),
    );
    const res = await client.post(`/api/alerts/${feed.alert.id}/test`);
    assert.equal(res.status, 400);
    assert.equal((await res.json()).message, ALERT_MESSAGES.feedSendsNothing);
  } finally {
    await receiver.close();
  }
});

dbTest(
  "the history lists deliveries; one-click unsubscribe works without a cookie or an Origin",
  async ({ db }) => {
    const smtp = await startSmtpServer();
    try {
      const { app, clock } = appFor(db, smtp.url);
      const admin = await makeUser(db, "admin");
      const client = await signedInClient(app, await makeUser(db, "user"));
      const { alert } = SaveAlertResponse.parse(
        await (await client.post("/api/alerts", { name: "Everything" })).json(),
      );
      const update = await insertUpdate(db, { title: "Approved after the alert" });
      clock.advance(60_000);
      await approve(db, [update], admin.id, clock.now());
      await runAlerts(db, testAlertSettings({ smtpUrl: smtp.url }), { now: clock.now });
      await smtp.waitFor(1);

      const history = DeliveryListResponse.parse(
        await (await client.get(`/api/alerts/${alert.id}/deliveries`)).json(),
      );
      assert.deepEqual(history.deliveries, [{
        legalUpdateId: update,
        revisionId: null,
        title: "Approved after the alert",
        status: "sent",
        attempts: 1,
        lastError: null,
        sentAt: clock.now().toISOString(),
      }]);
      const listed = AlertListResponse.parse(await (await client.get("/api/alerts")).json());
      assert.equal(listed.alerts[0]!.lastDeliveryAt, clock.now().toISOString());

      const link = headerValue(smtp.received[0]!, "List-Unsubscribe")!.slice(1, -1);
      const path = new URL(link).pathname;
      // A mail scanner's GET changes nothing: it gets a page with a button.
      const anonymous = new TestClient(app);
      const page = await anonymous.get(path);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<form method="post">[\s\S]*Unsubscribe<\/button>/);
      assert.equal((await db.select().from(alertsTable))[0]!.isActive, true);

      // The mail provider's POST: no cookie, no Origin, the RFC 8058 body.
      const res = await app.request(`http://localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      assert.equal(res.status, 204);
      assert.equal((await db.select().from(alertsTable))[0]!.isActive, false);

      // Only that path is exempt from the Origin rule, and an unknown token is a 404.
      const bogus = await app.request(`http://localhost/api/alerts/unsubscribe/${"A".repeat(43)}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
      });
      assert.equal(bogus.status, 404);
      const noOrigin = await app.request(`http://localhost/api/alerts`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: client.sessionCookie },
        body: JSON.stringify({ name: "Forged" }),
      });
      assert.equal(noOrigin.status, 403);
    } finally {
      await smtp.close();
    }
  },
);

dbTest(
  "the private Atom feed reads in feedsmith and our own parser, with stable ids and 304s",
  async ({ db }) => {
    const { app, clock } = appFor(db);
    const admin = await makeUser(db, "admin");
    const client = await signedInClient(app, await makeUser(db, "user"));
    const france = await insertJurisdiction(db, "France");
    const { alert } = SaveAlertResponse.parse(
      await (await client.post("/api/alerts", {
        name: "Privacy & <more>",
        channel: "feed",
        keywords: ["privacy"],
      })).json(),
    );
    const first = await insertUpdate(db, {
      title: "Privacy rules & notices",
      summary: "Controllers must update notices.",
      category: "Data Protection & Cybersecurity",
      jurisdictionId: france,
    });
    const other = await insertUpdate(db, { title: "Tax rules" });
    await approve(db, [first, other], admin.id, clock.now());
    clock.advance(60_000);
    const second = await insertUpdate(db, { title: "More privacy", content: "privacy again" });
    await approve(db, [second], admin.id, clock.now());

    const path = new URL(alert.feedUrl!).pathname;
    const anonymous = new TestClient(app);
    const res = await anonymous.get(path);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /^application\/atom\+xml/);
    const etag = res.headers.get("etag")!;
    const lastModified = res.headers.get("last-modified")!;
    assert.ok(etag && lastModified);
    const xml = await res.text();

    const parsed = parseWithFeedsmith(xml);
    assert.equal(parsed.format, "atom");
    const feed = parsed.feed as {
      title?: { value?: string };
      entries?: {
        id?: string;
        title?: { value?: string };
        links?: { href?: string; rel?: string }[];
        categories?: { term?: string }[];
      }[];
    };
    assert.equal(feed.title?.value, "LegalWatch: Privacy & <more>");
    const entries = feed.entries ?? [];
    assert.deepEqual(entries.map((e) => e.title?.value), [
      "More privacy",
      "Privacy rules & notices",
    ]);
    assert.equal(entries[1]!.id, `tag:lw.example,2026:legal-update:${first}`);
    const links = entries[1]!.links ?? [];
    assert.match(links.find((l) => l.rel === "alternate")!.href!, /^https:\/\/gazette\.example\//);
    assert.equal(
      links.find((l) => l.rel === "related")!.href,
      updatePageUrl(TEST_PUBLIC_URL, first),
    );
    assert.deepEqual(entries[1]!.categories?.map((c) => c.term), [
      "Data Protection & Cybersecurity",
      "France",
    ]);

    const ours = parseFeed(new TextEncoder().encode(xml), {
      feedUrl: alert.feedUrl!,
      fetchedAt: clock.now(),
    });
    assert.deepEqual(ours.items.map((i) => i.title), ["More privacy", "Privacy rules & notices"]);
    assert.equal(ours.items[1]!.guid, `tag:lw.example,2026:legal-update:${first}`);
    assert.match(ours.items[1]!.summary, /Controllers must update notices\./);

    // Unchanged: 304 by ETag or by date. A newly approved match changes the ETag.
    const byTag = await anonymous.request("GET", path, undefined, { "if-none-match": etag });
    assert.equal(byTag.status, 304);
    const byDate = await anonymous.request("GET", path, undefined, {
      "if-modified-since": lastModified,
    });
    assert.equal(byDate.status, 304);
    clock.advance(60_000);
    await approve(db, [await insertUpdate(db, { title: "Privacy three" })], admin.id, clock.now());
    const changed = await anonymous.request("GET", path, undefined, { "if-none-match": etag });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get("etag"), etag);
    await changed.body?.cancel();

    // Rotating the feed token: the old URL is a 404, the new one works.
    const rotated = RotateSecretResponse.parse(
      await (await client.post(`/api/alerts/${alert.id}/rotate-feed`)).json(),
    );
    assert.equal(rotated.webhookSecret, undefined);
    assert.equal((await anonymous.get(path)).status, 404);
    assert.equal((await anonymous.get(new URL(rotated.alert.feedUrl!).pathname)).status, 200);
    assert.equal((await anonymous.get("/api/alerts/feed/nonsense.atom")).status, 404);
  },
);

dbTest(
  "the profile keeps an IANA time zone, canonically spelt, and refuses others",
  async ({ db }) => {
    const { app } = appFor(db);
    const client = await signedInClient(app, await makeUser(db, "user"));
    assert.equal((await (await client.get("/api/auth/user")).json()).timeZone, "UTC");
    const saved = await client.patch("/api/auth/profile", { timeZone: "europe/paris" });
    assert.equal(saved.status, 200);
    assert.equal((await saved.json()).timeZone, "Europe/Paris");
    assert.equal((await (await client.get("/api/auth/user")).json()).timeZone, "Europe/Paris");
    for (const bad of ["Mars/Olympus", "+01:00", ""]) {
      const res = await client.patch("/api/auth/profile", { timeZone: bad });
      assert.equal(res.status, 400, bad);
      assert.match(await res.text(), /Please choose a time zone from the list/);
    }
    assert.equal((await (await client.get("/api/auth/user")).json()).timeZone, "Europe/Paris");
  },
);
