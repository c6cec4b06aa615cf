/**
 * The alert engine end to end on real parts: approvals through the one status change, matching,
 * a real SMTP server on 127.0.0.1 (smtp-server, read back with mailparser), a real webhook
 * receiver verifying Standard Webhooks signatures with the `standardwebhooks` package.
 */
import assert from "node:assert/strict";
import { asc, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db } from "../../db/client.ts";
import { setStatuses } from "../../db/queries/review.ts";
import { alertDeliveries, alerts } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { updatePageUrl } from "../../domain/alerts.ts";
import {
  approve,
  insertJurisdiction,
  insertTestAlert,
  insertUpdate,
  TEST_PUBLIC_URL,
  testAlertSettings,
} from "./alerts_test_helper.ts";
import { GONE_REASON, OWNER_INACTIVE_REASON } from "./deliver.ts";
import { runAlerts } from "./run_alerts.ts";
import { headerValue, startSmtpServer } from "./smtp_server_test_helper.ts";
import { startWebhookReceiver } from "./webhook_receiver_test_helper.ts";

const MINUTE = 60_000;

/** A clock the test moves. */
function clockAt(iso: string) {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
    set: (at: string) => void (now = new Date(at).getTime()),
  };
}

/** What a mail test starts from: a real SMTP server and settings that send to it. */
interface MailScene {
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  settings: ReturnType<typeof testAlertSettings>;
  clock: ReturnType<typeof clockAt>;
  admin: Awaited<ReturnType<typeof insertTestUser>>;
  user: Awaited<ReturnType<typeof insertTestUser>>;
}

/**
 * Runs `body` with an SMTP server (closed after it), settings that use it, a clock at `at`, an
 * admin and a user.
 */
async function withMail(db: Db, at: string, body: (scene: MailScene) => Promise<void>) {
  const smtp = await startSmtpServer();
  try {
    const settings = testAlertSettings({ smtpUrl: smtp.url });
    const clock = clockAt(at);
    const admin = await insertTestUser(db, new Date(), "admin");
    const user = await insertTestUser(db);
    await body({ smtp, settings, clock, admin, user });
  } finally {
    await smtp.close();
  }
}

function deliveriesOf(db: Db, alertId: number) {
  return db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, alertId))
    .orderBy(asc(alertDeliveries.legalUpdateId));
}

dbTest(
  "an approved update that fits an instant email alert is mailed once, with both parts and one-click unsubscribe",
  async ({ db }) => {
    await withMail(db, "2026-06-15T12:00:00Z", async ({ smtp, settings, clock, admin, user }) => {
      const france = await insertJurisdiction(db, "France");
      const spain = await insertJurisdiction(db, "Spain");
      const { alert } = await insertTestAlert(db, user.id, {
        name: "French privacy",
        jurisdictionIds: [france],
        industries: ["Data Protection & Cybersecurity"],
        keywords: ["Privacy", "data breach"],
        createdAt: new Date("2026-06-01T00:00:00Z"),
      });
      // One-word keywords are decided by SQL alone (words_decide), a phrase in code: same rule.
      const other = await insertTestUser(db);
      const oneWord = await insertTestAlert(db, other.id, {
        name: "Any privacy",
        keywords: ["PRIVACY"],
        createdAt: new Date("2026-06-01T00:00:00Z"),
      });
      const hit = await insertUpdate(db, {
        title: "New privacy rules for employers",
        summary: "Employers must review their notices.",
        category: "Data Protection & Cybersecurity",
        jurisdictionId: france,
      });
      const phrase = await insertUpdate(db, {
        title: "Breach notification decree",
        content: "After a DATA   BREACH the controller must notify within 72 hours.",
        category: "Data Protection & Cybersecurity",
        jurisdictionId: france,
      });
      const partWord = await insertUpdate(db, {
        title: "Privacyshield successor agreed",
        category: "Data Protection & Cybersecurity",
        jurisdictionId: france,
      });
      const otherCountry = await insertUpdate(db, {
        title: "Privacy rules in Spain",
        category: "Data Protection & Cybersecurity",
        jurisdictionId: spain,
      });
      const otherCategory = await insertUpdate(db, {
        title: "Privacy of tax records",
        category: "Tax",
        jurisdictionId: france,
      });
      await approve(
        db,
        [hit, phrase, partWord, otherCountry, otherCategory],
        admin.id,
        clock.now(),
      );

      const first = await runAlerts(db, settings, { now: clock.now });
      assert.equal(first.matched.approvals, 5);
      assert.equal(first.matched.deliveries, 5);
      assert.equal(first.delivered.messages, 2, "one message per alert carries its updates");
      await smtp.waitFor(2);
      const wordRows = await deliveriesOf(db, oneWord.alert.id);
      assert.deepEqual(wordRows.map((r) => r.legalUpdateId), [hit, otherCountry, otherCategory]);
      const rows = await deliveriesOf(db, alert.id);
      assert.deepEqual(rows.map((r) => [r.legalUpdateId, r.status, r.attempts]), [
        [hit, "sent", 1],
        [phrase, "sent", 1],
      ]);

      const mail = smtp.received.find((m) => m.to[0] === user.email);
      assert.deepEqual(mail!.to, [user.email]);
      assert.match(mail!.parsed.subject ?? "", /2 new updates for “French privacy”/);
      const html = String(mail!.parsed.html);
      const text = mail!.parsed.text ?? "";
      assert.match(html, /New privacy rules for employers/);
      assert.match(html, /href="https:\/\/gazette\.example\/alerts\/[^"]+"/, "title links source");
      assert.ok(html.includes(`href="${updatePageUrl(TEST_PUBLIC_URL, hit)}"`));
      assert.match(html, /France/);
      assert.match(html, /Data Protection &amp; Cybersecurity/);
      assert.match(html, /Employers must review their notices\./);
      assert.match(html, /alert “French privacy”/);
      assert.match(text, /New privacy rules for employers/);
      assert.ok(text.includes(`In LegalWatch: ${updatePageUrl(TEST_PUBLIC_URL, phrase)}`));
      assert.match(text, /alert “French privacy”/);
      const unsubscribe = headerValue(mail!, "List-Unsubscribe");
      assert.match(
        unsubscribe ?? "",
        /^<https:\/\/lw\.example\/api\/alerts\/unsubscribe\/[\w-]{43}>$/,
      );
      assert.equal(headerValue(mail!, "List-Unsubscribe-Post"), "List-Unsubscribe=One-Click");
      assert.ok(!unsubscribe!.includes(`/${alert.id}>`), "the token is not the alert id");

      // Running again (a restart, a second tick) sends nothing more.
      clock.advance(5 * MINUTE);
      const again = await runAlerts(db, settings, { now: clock.now });
      assert.equal(again.delivered.messages, 0);
      // Approving again (rejected, then approved) does not make a second delivery of the pair.
      await approve(db, [hit], admin.id, clock.now());
      const reapproved = await runAlerts(db, settings, { now: clock.now });
      assert.equal(reapproved.matched.deliveries, 0);
      assert.equal(smtp.received.length, 2);
    });
  },
  { bothDrivers: true },
);

dbTest(
  "a refused email is retried after 1 minute, then 2, and counts its attempts",
  async ({ db }) => {
    await withMail(db, "2026-06-15T12:00:00Z", async ({ smtp, settings, clock, admin, user }) => {
      const { alert } = await insertTestAlert(db, user.id, { createdAt: new Date(0) });
      const update = await insertUpdate(db, { title: "Anything" });
      await approve(db, [update], admin.id, clock.now());

      smtp.failNext(2);
      await runAlerts(db, settings, { now: clock.now });
      let [row] = await deliveriesOf(db, alert.id);
      assert.equal(row!.status, "pending");
      assert.equal(row!.attempts, 1);
      assert.match(row!.lastError ?? "", /451|Try again later/);
      assert.equal(row!.dueAt.getTime(), clock.now().getTime() + MINUTE);

      clock.advance(MINUTE - 1000);
      assert.equal((await runAlerts(db, settings, { now: clock.now })).delivered.messages, 0);
      clock.advance(1000);
      await runAlerts(db, settings, { now: clock.now });
      [row] = await deliveriesOf(db, alert.id);
      assert.equal(row!.attempts, 2);
      assert.equal(row!.dueAt.getTime(), clock.now().getTime() + 2 * MINUTE);

      clock.advance(2 * MINUTE);
      await runAlerts(db, settings, { now: clock.now });
      [row] = await deliveriesOf(db, alert.id);
      assert.equal(row!.status, "sent");
      assert.equal(row!.attempts, 3);
      assert.equal(row!.lastError, null);
      assert.equal(smtp.received.length, 1);
    });
  },
  { bothDrivers: true },
);

dbTest(
  "a webhook that keeps failing is given up after the 24 h backoff, and 410 turns its alert off",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    try {
      const settings = testAlertSettings();
      const clock = clockAt("2026-06-15T12:00:00Z");
      const admin = await insertTestUser(db, new Date(), "admin");
      const user = await insertTestUser(db);
      const failing = await insertTestAlert(db, user.id, {
        name: "Down",
        channel: "webhook",
        webhookUrl: receiver.url("/down"),
        createdAt: new Date(0),
      });
      const update = await insertUpdate(db, { title: "Anything" });
      await approve(db, [update], admin.id, clock.now());
      receiver.status = 500;
      let tries = 0;
      for (; tries < 20; tries++) {
        await runAlerts(db, settings, { now: clock.now });
        const [row] = await deliveriesOf(db, failing.alert.id);
        if (row!.status === "failed") break;
        clock.advance(24 * 60 * MINUTE);
      }
      const [row] = await deliveriesOf(db, failing.alert.id);
      assert.equal(row!.status, "failed");
      assert.equal(row!.attempts, 12, "1 min doubling: 11 retries fit under 24 h");
      assert.match(row!.lastError ?? "", /HTTP 500/);

      // A 410 Gone turns the alert off and gives up its deliveries.
      receiver.status = 410;
      const gone = await insertTestAlert(db, user.id, {
        name: "Gone",
        channel: "webhook",
        webhookUrl: receiver.url("/gone"),
        createdAt: new Date(0),
      });
      const second = await insertUpdate(db, { title: "Another" });
      await approve(db, [second], admin.id, clock.now());
      await runAlerts(db, settings, { now: clock.now });
      const [off] = await db.select().from(alerts).where(eq(alerts.id, gone.alert.id));
      assert.equal(off!.isActive, false);
      const [goneRow] = await deliveriesOf(db, gone.alert.id);
      assert.equal(goneRow!.status, "failed");
      assert.equal(goneRow!.lastError, GONE_REASON);
    } finally {
      await receiver.close();
    }
  },
);

dbTest(
  "webhooks: standard bodies verify with standardwebhooks; Slack gets {text, blocks}, Teams an Adaptive Card",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    try {
      const settings = testAlertSettings();
      const clock = clockAt(new Date().toISOString()); // receivers refuse old timestamps
      const admin = await insertTestUser(db, new Date(), "admin");
      const user = await insertTestUser(db);
      const france = await insertJurisdiction(db, "France");
      const standard = await insertTestAlert(db, user.id, {
        name: "Standard",
        channel: "webhook",
        webhookUrl: receiver.url("/standard"),
        createdAt: new Date(0),
      });
      await insertTestAlert(db, user.id, {
        name: "Slack",
        channel: "webhook",
        webhookFormat: "slack",
        webhookUrl: receiver.url("/slack"),
        createdAt: new Date(0),
      });
      await insertTestAlert(db, user.id, {
        name: "Teams",
        channel: "webhook",
        webhookFormat: "teams",
        webhookUrl: receiver.url("/teams"),
        createdAt: new Date(0),
      });
      receiver.secret = standard.webhookSecret;
      const update = await insertUpdate(db, {
        title: "Wage <rules> & more",
        summary: "Minimum wage rises.",
        category: "Employment & Labor",
        jurisdictionId: france,
      });
      await approve(db, [update], admin.id, clock.now());
      await runAlerts(db, settings, { now: clock.now });

      const byPath = new Map(receiver.calls.map((c) => [c.path, c]));
      assert.equal(receiver.calls.length, 3);
      const call = byPath.get("/standard")!;
      assert.equal(call.verifyError, undefined);
      const payload = call.verified as {
        type: string;
        timestamp: string;
        data: { updates: Record<string, unknown>[] };
      };
      assert.equal(payload.type, "legal_update.approved");
      assert.equal(payload.timestamp, clock.now().toISOString());
      assert.deepEqual(Object.keys(payload.data.updates[0]!).sort(), [
        "alsoReportedBy",
        "category",
        "id",
        "jurisdiction",
        "publishDate",
        "sourceUrl",
        "summary",
        "title",
        "url",
      ]);
      assert.equal(payload.data.updates[0]!.jurisdiction, "France");
      assert.equal(payload.data.updates[0]!.url, updatePageUrl(TEST_PUBLIC_URL, update));
      assert.match(call.headers.get("webhook-signature") ?? "", /^v1,[A-Za-z0-9+/]+=*$/);

      // A tampered body fails verification (the check is real).
      assert.throws(() =>
        new Webhook(standard.webhookSecret).verify(
          call.body.replace("Wage", "Wagе"),
          Object.fromEntries(call.headers),
        )
      );

      const slack = JSON.parse(byPath.get("/slack")!.body);
      assert.equal(typeof slack.text, "string");
      assert.ok(Array.isArray(slack.blocks) && slack.blocks.length >= 2);
      const section = slack.blocks.find((b: { type: string }) => b.type === "section");
      assert.match(section.text.text, /Wage &lt;rules&gt; &amp; more/);
      assert.equal(byPath.get("/slack")!.headers.get("webhook-signature"), null);

      const teams = JSON.parse(byPath.get("/teams")!.body);
      assert.equal(teams.type, "message");
      const card = teams.attachments[0];
      assert.equal(card.contentType, "application/vnd.microsoft.card.adaptive");
      assert.equal(card.content.type, "AdaptiveCard");
      assert.ok(JSON.stringify(card.content.body).includes("Minimum wage rises."));
    } finally {
      await receiver.close();
    }
  },
);

dbTest(
  "a webhook URL on a private address is refused unless ALLOW_PRIVATE_FETCH",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    try {
      const settings = testAlertSettings({ allowPrivateFetch: false });
      const clock = clockAt("2026-06-15T12:00:00Z");
      const admin = await insertTestUser(db, new Date(), "admin");
      const user = await insertTestUser(db);
      const { alert } = await insertTestAlert(db, user.id, {
        channel: "webhook",
        webhookUrl: receiver.url(),
        createdAt: new Date(0),
      });
      const update = await insertUpdate(db, { title: "Anything" });
      await approve(db, [update], admin.id, clock.now());
      await runAlerts(db, settings, { now: clock.now });
      assert.equal(receiver.calls.length, 0);
      const [row] = await deliveriesOf(db, alert.id);
      assert.equal(row!.status, "pending");
      assert.match(row!.lastError ?? "", /private|loopback|not public|address/i);
    } finally {
      await receiver.close();
    }
  },
);

dbTest(
  "a daily digest waits for 07:00 in the user's time zone and carries every match of the day",
  async ({ db }) => {
    // Winter in Paris (UTC+1): 07:00 local is 06:00 UTC.
    await withMail(db, "2026-01-14T10:00:00Z", async ({ smtp, settings, clock, admin, user }) => {
      // The profile's field, as PATCH /api/auth/profile stores it.
      await db.execute(sql`update users set time_zone = 'Europe/Paris' where id = ${user.id}`);
      const { alert } = await insertTestAlert(db, user.id, {
        name: "Daily",
        frequency: "daily",
        createdAt: new Date(0),
      });
      const a = await insertUpdate(db, { title: "Morning news" });
      await approve(db, [a], admin.id, clock.now());
      clock.set("2026-01-14T18:00:00Z");
      const b = await insertUpdate(db, { title: "Evening news" });
      await approve(db, [b], admin.id, clock.now());
      await runAlerts(db, settings, { now: clock.now });
      const rows = await deliveriesOf(db, alert.id);
      assert.deepEqual(rows.map((r) => r.dueAt.toISOString()), [
        "2026-01-15T06:00:00.000Z",
        "2026-01-15T06:00:00.000Z",
      ]);

      clock.set("2026-01-15T05:59:00Z");
      assert.equal((await runAlerts(db, settings, { now: clock.now })).delivered.messages, 0);
      clock.set("2026-01-15T06:00:00Z");
      const sent = await runAlerts(db, settings, { now: clock.now });
      assert.equal(sent.delivered.messages, 1);
      await smtp.waitFor(1);
      assert.match(smtp.received[0]!.parsed.subject ?? "", /daily digest: 2 updates/);

      // The next morning nothing is new: no message.
      clock.set("2026-01-16T06:00:00Z");
      assert.equal((await runAlerts(db, settings, { now: clock.now })).delivered.messages, 0);
      assert.equal(smtp.received.length, 1);
    });
  },
);

dbTest(
  "a daily digest queued before its user was deactivated is not sent, and its history says why",
  async ({ db }) => {
    await withMail(db, "2026-06-15T10:00:00Z", async ({ smtp, settings, clock, admin, user }) => {
      const { alert } = await insertTestAlert(db, user.id, {
        name: "Daily",
        frequency: "daily",
        createdAt: new Date(0),
      });
      const update = await insertUpdate(db, { title: "Queued for the digest" });
      await approve(db, [update], admin.id, clock.now());
      await runAlerts(db, settings, { now: clock.now });
      assert.equal((await deliveriesOf(db, alert.id))[0]!.status, "pending");

      // As PATCH /api/users/{id} {isActive: false} stores it.
      await db.execute(sql`update users set is_active = false where id = ${user.id}`);
      clock.set("2026-06-16T07:00:00Z");
      const run = await runAlerts(db, settings, { now: clock.now });
      assert.equal(run.delivered.messages, 0);
      assert.equal(smtp.count, 0);
      const [delivery] = await deliveriesOf(db, alert.id);
      assert.equal(delivery!.status, "failed");
      assert.equal(delivery!.lastError, OWNER_INACTIVE_REASON);

      // Reactivated, the user gets nothing late: the cancelled digest stays cancelled.
      await db.execute(sql`update users set is_active = true where id = ${user.id}`);
      clock.set("2026-06-17T07:00:00Z");
      assert.equal((await runAlerts(db, settings, { now: clock.now })).delivered.messages, 0);
      assert.equal(smtp.count, 0);
    });
  },
);

dbTest(
  "--digest weekly sends the weekly digests now, and leaves the daily ones waiting",
  async ({ db }) => {
    // A Wednesday.
    await withMail(db, "2026-06-17T10:00:00Z", async ({ settings, clock, admin, user }) => {
      const weekly = await insertTestAlert(db, user.id, {
        frequency: "weekly",
        createdAt: new Date(0),
      });
      const daily = await insertTestAlert(db, user.id, {
        frequency: "daily",
        createdAt: new Date(0),
      });
      const update = await insertUpdate(db, { title: "Anything" });
      await approve(db, [update], admin.id, clock.now());
      const run = await runAlerts(db, settings, { now: clock.now, digest: "weekly" });
      assert.equal(run.delivered.messages, 1);
      assert.equal((await deliveriesOf(db, weekly.alert.id))[0]!.status, "sent");
      const [waiting] = await deliveriesOf(db, daily.alert.id);
      assert.equal(waiting!.status, "pending");
      assert.equal(waiting!.dueAt.toISOString(), "2026-06-18T07:00:00.000Z");
    });
  },
);

dbTest(
  "an update rejected before the worker runs, an inactive alert and a feed-only alert send nothing",
  async ({ db }) => {
    await withMail(db, "2026-06-15T12:00:00Z", async ({ settings, clock, admin, user }) => {
      await insertTestAlert(db, user.id, { name: "Off", isActive: false, createdAt: new Date(0) });
      await insertTestAlert(db, user.id, { name: "Feed", channel: "feed", createdAt: new Date(0) });
      const { alert } = await insertTestAlert(db, user.id, { name: "On", createdAt: new Date(0) });
      const update = await insertUpdate(db, { title: "Anything" });
      await approve(db, [update], admin.id, clock.now());
      await setStatuses(db, [update], { status: "rejected", actorId: admin.id, now: clock.now() });
      const run = await runAlerts(db, settings, { now: clock.now });
      // The rejection took the queued approval back (ADR 0110).
      assert.equal(run.matched.approvals, 0);
      assert.equal(run.delivered.messages, 0);
      assert.deepEqual(await deliveriesOf(db, alert.id), []);
    });
  },
);

dbTest("without SMTP_URL the message is written as an .eml file to the outbox", async ({ db }) => {
  const outbox = await Deno.makeTempDir({ prefix: "lw-outbox-" });
  try {
    const settings = testAlertSettings({ outboxDir: `${outbox}/outbox` });
    const clock = clockAt("2026-06-15T12:00:00Z");
    const admin = await insertTestUser(db, new Date(), "admin");
    const user = await insertTestUser(db);
    await insertTestAlert(db, user.id, { name: "Demo", createdAt: new Date(0) });
    const update = await insertUpdate(db, { title: "Written to disk" });
    await approve(db, [update], admin.id, clock.now());
    await runAlerts(db, settings, { now: clock.now });
    const files = [];
    for await (const entry of Deno.readDir(`${outbox}/outbox`)) files.push(entry.name);
    assert.equal(files.length, 1);
    assert.match(files[0]!, /\.eml$/);
    const eml = await Deno.readTextFile(`${outbox}/outbox/${files[0]}`);
    assert.match(eml, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    assert.match(eml, /Content-Type: text\/plain/);
    assert.match(eml, /Content-Type: text\/html/);
  } finally {
    await Deno.remove(outbox, { recursive: true });
  }
});
