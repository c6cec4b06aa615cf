/**
 * A self-service change of the sign-in email through the real app and a real SMTP server
 * (issue 23): the profile PATCH mails a link to the new address and changes nothing else about
 * the email; alerts and their tests keep going to the old address; the link's page POSTs the
 * change, which tells the old address and ends the other sessions; expired, reused, replaced and
 * cancelled links change nothing.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import {
  approve,
  insertUpdate,
  TEST_PUBLIC_URL,
  testAlertSettings,
} from "../../workers/alerts/alerts_test_helper.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import {
  type ReceivedMail,
  startSmtpServer,
  type TestSmtpServer,
} from "../../workers/alerts/smtp_server_test_helper.ts";
import { EMAIL_CHANGE_LIFETIME_MS } from "../accounts/email_change.ts";
import { EMAIL_CHANGE_MAIL_TEXTS } from "../accounts/email_change_mail.ts";
import { EMAIL_CHANGE_PAGE_TEXTS } from "../accounts/email_change_page.ts";
import { SaveAlertResponse } from "../schemas/alerts.ts";
import { PendingEmailChangeResponse, ProfileChangeFields } from "../schemas/email_change.ts";
import { PROFILE_MESSAGES } from "../schemas/profile.ts";
import { createTestApp, makeUser, signedInClient, TEST_PASSWORD, TestClient } from "../testing.ts";

const OLD = "old@example.com";
const NEW = "new@example.com";

/** An app mailing through `smtp`, a user with OLD, and a client signed in as them. */
async function setUp(db: Db, smtp: TestSmtpServer) {
  const { app, clock } = createTestApp(db, {
    settings: testAlertSettings({ smtpUrl: smtp.url }),
  });
  const me = await makeUser(db, "user", { email: OLD });
  const client = await signedInClient(app, me);
  const storedEmail = async () =>
    (await db.select({ email: users.email }).from(users).where(eq(users.id, me.id)))[0]!.email;
  const askFor = (email: string) =>
    client.patch("/api/auth/profile", { email, currentPassword: TEST_PASSWORD });
  return { app, clock, me, client, storedEmail, askFor };
}

/** The path of the confirmation link in a mail (its text part). */
function linkPath(mail: ReceivedMail): string {
  const prefix = `${TEST_PUBLIC_URL}/api/auth/email-change/confirm/`;
  const match = new RegExp(`${prefix.replaceAll(".", "\\.")}[A-Za-z0-9_-]{43}`)
    .exec(mail.parsed.text ?? "");
  assert.ok(match, `a link in: ${mail.parsed.text}`);
  return new URL(match[0]).pathname;
}

async function withSmtp(body: (smtp: TestSmtpServer) => Promise<void>) {
  const smtp = await startSmtpServer();
  try {
    await body(smtp);
  } finally {
    await smtp.close();
  }
}

dbTest(
  "a new email waits for the link mailed to it; alerts and tests still go to the old address",
  ({ db }) =>
    withSmtp(async (smtp) => {
      const { app, clock, client, storedEmail } = await setUp(db, smtp);
      const { alert } = SaveAlertResponse.parse(
        await (await client.post("/api/alerts", { name: "Everything" })).json(),
      );

      const response = await client.patch("/api/auth/profile", {
        firstName: "Ada",
        email: " New@Example.com ",
        currentPassword: TEST_PASSWORD,
      });
      assert.equal(response.status, 200);
      const answer = await response.json();
      assert.equal(answer.email, OLD, "the account keeps its email");
      assert.equal(answer.firstName, "Ada", "other fields apply at once");
      assert.deepEqual(ProfileChangeFields.parse(answer), {
        pendingEmail: NEW,
        message: PROFILE_MESSAGES.emailChangeSent,
      });
      await smtp.waitFor(1);
      const [mail] = smtp.received;
      assert.deepEqual(mail!.to, [NEW]);
      assert.equal(mail!.parsed.subject, EMAIL_CHANGE_MAIL_TEXTS.confirmSubject);
      assert.match(mail!.parsed.text ?? "", /old@example\.com/);
      linkPath(mail!);

      assert.equal(await storedEmail(), OLD);
      assert.equal((await (await client.get("/api/auth/user")).json()).email, OLD);
      assert.deepEqual(
        PendingEmailChangeResponse.parse(await (await client.get("/api/auth/email-change")).json()),
        {
          pendingEmail: NEW,
          expiresAt: new Date(clock.now().getTime() + EMAIL_CHANGE_LIFETIME_MS).toISOString(),
        },
      );
      const newSignIn = await new TestClient(app).post("/api/auth/login", {
        email: NEW,
        password: TEST_PASSWORD,
      });
      assert.equal(newSignIn.status, 401, "the new address signs in only once confirmed");

      const test = await client.post(`/api/alerts/${alert.id}/test`);
      assert.equal((await test.json()).ok, true);
      const admin = await makeUser(db, "admin");
      const update = await insertUpdate(db, { title: "Approved while the change waits" });
      clock.advance(60_000);
      await approve(db, [update], admin.id, clock.now());
      await runAlerts(db, testAlertSettings({ smtpUrl: smtp.url }), { now: clock.now });
      await smtp.waitFor(3);
      assert.deepEqual(smtp.received.slice(1).map((m) => m.to), [[OLD], [OLD]]);
    }),
);

dbTest(
  "opening the link changes nothing; its Confirm swaps the email, tells the old address and signs out other devices",
  ({ db }) =>
    withSmtp(async (smtp) => {
      const { app, me, client, storedEmail, askFor } = await setUp(db, smtp);
      const otherDevice = await signedInClient(app, me);
      assert.equal((await askFor(NEW)).status, 200);
      await smtp.waitFor(1);
      const path = linkPath(smtp.received[0]!);

      // A mail scanner's GET (no cookie) only gets the page with the button.
      const scanner = new TestClient(app);
      const page = await scanner.get(path);
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.match(html, /<form method="post">[\s\S]*Confirm<\/button>/);
      assert.match(html, /new@example\.com/);
      assert.equal(await storedEmail(), OLD);

      // The button's POST from the browser where the owner is signed in.
      const confirmed = await client.post(path);
      assert.equal(confirmed.status, 200);
      assert.match(await confirmed.text(), new RegExp(EMAIL_CHANGE_PAGE_TEXTS.doneTitle));
      assert.equal(await storedEmail(), NEW);
      await smtp.waitFor(2);
      const notice = smtp.received[1]!;
      assert.deepEqual(notice.to, [OLD]);
      assert.equal(notice.parsed.subject, EMAIL_CHANGE_MAIL_TEXTS.changedSubject);
      assert.match(notice.parsed.text ?? "", /to new@example\.com/);
      assert.match(notice.parsed.text ?? "", /If you did not make this change/);

      assert.equal((await client.get("/api/auth/user")).status, 200, "this browser stays in");
      assert.equal((await otherDevice.get("/api/auth/user")).status, 401, "others are out");
      const pending = await (await client.get("/api/auth/email-change")).json();
      assert.equal(pending.pendingEmail, null);
      const signIn = await new TestClient(app).post("/api/auth/login", {
        email: NEW,
        password: TEST_PASSWORD,
      });
      assert.equal(signIn.status, 200);

      // A used link: a clear page, nothing changes (and no mail).
      const reused = await scanner.post(path);
      assert.equal(reused.status, 404);
      assert.match(await reused.text(), new RegExp(EMAIL_CHANGE_PAGE_TEXTS.invalidTitle));
      assert.equal((await scanner.get(path)).status, 404);
      assert.equal(await storedEmail(), NEW);
      assert.equal(smtp.received.length, 2);
    }),
);

dbTest("an expired link changes nothing", ({ db }) =>
  withSmtp(async (smtp) => {
    const { app, clock, client, storedEmail, askFor } = await setUp(db, smtp);
    assert.equal((await askFor(NEW)).status, 200);
    await smtp.waitFor(1);
    const path = linkPath(smtp.received[0]!);
    clock.advance(EMAIL_CHANGE_LIFETIME_MS);

    const anonymous = new TestClient(app);
    const page = await anonymous.get(path);
    assert.equal(page.status, 410);
    assert.match(await page.text(), new RegExp(EMAIL_CHANGE_PAGE_TEXTS.expiredTitle));
    const post = await anonymous.post(path);
    assert.equal(post.status, 410);
    assert.equal(await storedEmail(), OLD);
    const pending = await (await client.get("/api/auth/email-change")).json();
    assert.equal(pending.pendingEmail, null, "the profile no longer shows it");
    assert.equal(smtp.received.length, 1, "the old address is told nothing");
  }));

dbTest(
  "a new request replaces the old link, and a cancelled one is gone",
  ({ db }) =>
    withSmtp(async (smtp) => {
      const { app, client, storedEmail, askFor } = await setUp(db, smtp);
      assert.equal((await askFor("first@example.com")).status, 200);
      assert.equal((await askFor(NEW)).status, 200);
      await smtp.waitFor(2);
      const [first, second] = smtp.received.map(linkPath);
      const anonymous = new TestClient(app);
      assert.equal((await anonymous.post(first!)).status, 404, "replaced");
      assert.equal(await storedEmail(), OLD);

      const cancelled = await client.delete("/api/auth/email-change");
      assert.equal(cancelled.status, 200);
      assert.deepEqual(await cancelled.json(), { message: PROFILE_MESSAGES.emailChangeCancelled });
      assert.equal((await anonymous.post(second!)).status, 404, "cancelled");
      assert.equal(await storedEmail(), OLD);
      const again = await client.delete("/api/auth/email-change");
      assert.equal(again.status, 404);
      assert.equal((await again.json()).message, PROFILE_MESSAGES.emailChangeNone);
      assert.equal(
        (await anonymous.post(`/api/auth/email-change/confirm/${"x".repeat(500)}`))
          .status,
        404,
      );
    }),
);

dbTest(
  "an address another account took before the link was used is refused",
  ({ db }) =>
    withSmtp(async (smtp) => {
      const { app, storedEmail, askFor } = await setUp(db, smtp);
      assert.equal((await askFor(NEW)).status, 200);
      await smtp.waitFor(1);
      await makeUser(db, "user", { email: NEW });
      const taken = await new TestClient(app).post(linkPath(smtp.received[0]!));
      assert.equal(taken.status, 409);
      assert.match(await taken.text(), new RegExp(EMAIL_CHANGE_PAGE_TEXTS.takenTitle));
      assert.equal(await storedEmail(), OLD);
    }),
);

dbTest(
  "email change requests are limited per account, and a failed mail leaves none",
  ({ db }) =>
    withSmtp(async (smtp) => {
      const { client, askFor } = await setUp(db, smtp);
      smtp.failNext(1);
      const unsent = await askFor(NEW);
      assert.equal(unsent.status, 502);
      assert.equal((await unsent.json()).message, PROFILE_MESSAGES.emailChangeMailFailed);
      const none = await (await client.get("/api/auth/email-change")).json();
      assert.equal(none.pendingEmail, null);

      for (let i = 2; i <= 3; i++) assert.equal((await askFor(`n${i}@example.com`)).status, 200);
      const fourth = await askFor("n4@example.com");
      assert.equal(fourth.status, 429);
      assert.ok(fourth.headers.get("retry-after"));
      assert.equal(smtp.received.length, 2, "no mail for a refused request");
    }),
);
