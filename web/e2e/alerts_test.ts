/**
 * Browser tests of alerts (issue 13) against the real server (web/e2e/harness.ts): an alert
 * made from the listing's filters is delivered once an admin approves a matching update in the
 * Verification Portal (`deno task alerts:run`'s code, run in-process by `server.runAlerts()`,
 * sends what is due; the suites' server runs without cron); a webhook alert shows its secret
 * once, signs "Send test" with it and with the rotated one; the switch and Delete; the profile's
 * time zone and calendar link.
 *
 * On a server of its own (ownServer): approving an update and running every due delivery would
 * change what the other suites on the shared server see.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { ALERT_MESSAGES } from "../../api/schemas/alerts.ts";
import type { AdminListResponse, AdminUpdate } from "../../api/schemas/review.ts";
import { PORTAL, ROW } from "../src/features/admin/strings.ts";
import {
  CARD,
  CHANNEL_LABELS,
  CONFIRM,
  FORM,
  HISTORY,
  SCREEN,
  SECRET_PANEL,
  STATUS_LABELS,
  TOASTS,
} from "../src/features/alerts/strings.ts";
import { LISTING_TEXT } from "../src/features/legal_updates/strings.ts";
import { CALENDAR_CARD, TIME_ZONE_CARD } from "../src/features/profile/strings.ts";
import { PAGES } from "../src/lib/pages.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  e2eSuite,
  openSignedIn,
  signInPage,
  withClipboard,
} from "./harness.ts";

const USER_EMAIL = "alice.alerts@example.com";
const USER_PASSWORD = "alice-password-123";

const toast = (page: Page) => page.getByTestId("toast");
/** What the card says after a test that arrived. */
const DELIVERED = CARD.testResult(ALERT_MESSAGES.testDelivered);

/** The card of the alert named `name`. */
const card = (page: Page, name: string): Locator =>
  page.getByTestId("alert-card").filter({
    has: page.getByRole("heading", { name, exact: true }),
  });

/** A word of the title the alert's keyword can match as a whole word. */
function keywordOf(title: string): string {
  const words = title.match(/[A-Za-z]{5,}/g) ?? [];
  const word = words.sort((a, b) => b.length - a.length)[0];
  assert.ok(word, `a word of five letters or more in "${title}"`);
  return word;
}

/**
 * A pending demo update with a jurisdiction and a category, among the first rows of the portal's
 * default view (newest first), so that its Approve button is on the first page.
 */
async function pendingTarget(page: Page): Promise<AdminUpdate> {
  const res = await page.request.get("/api/admin/legal-updates?status=pending&limit=10");
  const pending = (await res.json() as AdminListResponse).updates;
  const target = pending.find((u) =>
    u.jurisdiction && u.aiCategory && /[A-Za-z]{5,}/.test(u.title)
  );
  assert.ok(target, "the demo seed has pending updates with a jurisdiction and a category");
  return target;
}

/** What `read` answers once it differs from `old` (within 10 s). */
async function changed(read: () => Promise<string>, old: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (true) {
    const value = await read();
    if (value !== old) return value;
    assert.ok(Date.now() < deadline, `still ${old} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What a receiver on 127.0.0.1 got: each request's headers and body. */
interface Received {
  headers: Headers;
  body: string;
}

/** A webhook receiver on a free loopback port that answers 200 to every POST. */
function startReceiver() {
  const received: Received[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    received.push({ headers: req.headers, body: await req.text() });
    return new Response("ok");
  });
  return { url: `http://127.0.0.1:${server.addr.port}/hook`, received, server };
}

/**
 * True when `request` carries a Standard Webhooks signature made with `secret` (whsec_ and the
 * base64 key): HMAC-SHA256 of "id.timestamp.body".
 */
async function signedWith(request: Received, secret: string): Promise<boolean> {
  const id = request.headers.get("webhook-id");
  const timestamp = request.headers.get("webhook-timestamp");
  const signatures = request.headers.get("webhook-signature") ?? "";
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey(
    "raw",
    keyBytes,
    { name: "HMAC", hash: "SHA-256" },
    false,
    [
      "sign",
    ],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(`${id}.${timestamp}.${request.body}`),
  );
  const expected = `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
  return signatures.split(" ").includes(expected);
}

/** The value of the copy field labelled `label` inside `scope`. */
const fieldValue = (scope: Locator, label: string) =>
  scope.getByLabel(label, { exact: true }).inputValue();

e2eSuite("alerts", async (t, { server, newPage }) => {
  await server.createUser(["--email", USER_EMAIL, "--password", USER_PASSWORD, "--role", "user"]);
  const user = await newPage({ viewport: { width: 1280, height: 900 } });
  await user.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = user.page;
  const admin = (await newPage()).page;
  await signInPage(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  const target = await pendingTarget(admin);
  const jurisdiction = target.jurisdiction!.name;
  const keyword = keywordOf(target.title);
  const alertName = `${keyword}, ${target.aiCategory}, ${jurisdiction}`;

  await t.step("signed out, the listing offers no alert", async () => {
    const visitor = page; // the user's context before it signs in: no context of its own
    await visitor.goto(PAGES.legalUpdates.path);
    await visitor.getByRole("heading", { name: PAGES.legalUpdates.label, level: 1 }).waitFor();
    await visitor.getByRole("search").getByText(LISTING_TEXT.industry).waitFor();
    const button = visitor.getByRole("button", { name: LISTING_TEXT.createAlert });
    assert.equal(await button.count(), 0);
  });
  await openSignedIn(page, USER_EMAIL, USER_PASSWORD, PAGES.legalUpdates.path);

  await t.step("the listing's filters and search become a new alert", async () => {
    const filters = page.getByRole("search");
    await filters.getByRole("checkbox", { name: jurisdiction, exact: true }).click();
    await filters.getByRole("checkbox", { name: target.aiCategory, exact: true }).click();
    await filters.getByLabel(LISTING_TEXT.searchLabel).fill(keyword);
    await filters.getByRole("button", { name: LISTING_TEXT.createAlert }).click();

    const dialog = page.getByRole("dialog", { name: FORM.createTitle });
    assert.equal(await dialog.getByLabel(FORM.name).inputValue(), alertName);
    assert.equal(await dialog.getByLabel(FORM.keywords).inputValue(), keyword);
    const jurisdictions = dialog.getByRole("region", { name: FORM.jurisdictions });
    await jurisdictions.getByLabel("1 selected").waitFor();
    await dialog.getByRole("region", { name: FORM.industries }).getByLabel("1 selected").waitFor();
    await jurisdictions.getByRole("button", { name: FORM.jurisdictions }).click();
    const checked = jurisdictions.getByRole("checkbox", { name: jurisdiction, exact: true });
    assert.equal(await checked.getAttribute("aria-checked"), "true");
    await dialog.getByRole("button", { name: FORM.create }).click();

    const panel = page.getByRole("dialog", { name: SECRET_PANEL.created.title });
    const feedUrl = await fieldValue(panel, SECRET_PANEL.feedUrl);
    assert.match(feedUrl, /\/api\/alerts\/feed\/[^/]+\.atom$/);
    assert.equal(await panel.getByLabel(SECRET_PANEL.secret).count(), 0, "no secret for email");
    await panel.getByRole("button", { name: SECRET_PANEL.done }).click();
    await panel.waitFor({ state: "detached" });

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Alerts" })
      .click();
    const made = card(page, alertName);
    for (const badge of [jurisdiction, target.aiCategory, `"${keyword}"`]) {
      await made.getByRole("list", { name: "Filters" }).getByText(badge, { exact: true })
        .waitFor();
    }
    assert.equal(await made.getByTestId("alert-channel").textContent(), CHANNEL_LABELS.email);
    assert.equal(await made.getByTestId("alert-last-delivery").textContent(), CARD.never);
  });

  await t.step("approving the matching update in the portal delivers it", async () => {
    await admin.goto(PAGES.admin.path);
    await admin.getByRole("heading", { name: PORTAL.title, level: 1 }).waitFor();
    await admin.getByRole("button", { name: ROW.approve(target.title), exact: true }).click();
    await admin.getByTestId("toast").first().waitFor();
    await server.runAlerts();

    await page.reload();
    const made = card(page, alertName);
    await made.getByRole("button", { name: CARD.history }).click();
    const history = page.getByRole("dialog", { name: HISTORY.title(alertName) });
    const delivery = history.getByTestId("delivery").filter({ hasText: target.title });
    await delivery.getByTestId("delivery-status").getByText(STATUS_LABELS.sent).waitFor();
    await history.getByRole("button", { name: HISTORY.close }).first().click();
    await history.waitFor({ state: "detached" });
    await page.reload();
    const last = await card(page, alertName).getByTestId("alert-last-delivery").textContent();
    assert.notEqual(last, CARD.never);

    const outbox = [...Deno.readDirSync(`${server.dataDir}/outbox`)];
    assert.ok(outbox.some((f) => f.name.endsWith(".eml")), "the message is in the outbox");
  });

  const receiver = startReceiver();
  try {
    let secret = "";

    await t.step(
      "a webhook alert shows its secret once, and Send test is signed with it",
      async () => {
        await page.getByRole("button", { name: SCREEN.newAlert }).first().click();
        const dialog = page.getByRole("dialog", { name: FORM.createTitle });
        await dialog.getByLabel(FORM.name).fill("Hook");
        await dialog.getByRole("combobox", { name: FORM.channel }).click();
        await page.getByRole("option", { name: CHANNEL_LABELS.webhook }).click();
        await dialog.getByRole("button", { name: FORM.create }).click();
        await dialog.getByText(ALERT_MESSAGES.webhookUrlRequired).waitFor();
        await dialog.getByLabel(FORM.webhookUrl).fill(receiver.url);
        await dialog.getByRole("button", { name: FORM.create }).click();

        const panel = page.getByRole("dialog", { name: SECRET_PANEL.created.title });
        secret = await fieldValue(panel, SECRET_PANEL.secret);
        assert.match(secret, /^whsec_/);
        const copied = await withClipboard(async () => {
          await panel.getByRole("button", { name: `${CARD.copy} ${SECRET_PANEL.secret}` }).click();
          await panel.getByRole("button", { name: `${CARD.copied} ${SECRET_PANEL.secret}` })
            .waitFor();
          return await page.evaluate(() => navigator.clipboard.readText());
        });
        assert.equal(copied, secret);
        await panel.getByRole("button", { name: SECRET_PANEL.done }).click();

        const hook = card(page, "Hook");
        await hook.getByRole("button", { name: CARD.sendTest }).click();
        await hook.getByTestId("alert-test-result").getByText(DELIVERED).waitFor();
        assert.equal(receiver.received.length, 1);
        assert.ok(await signedWith(receiver.received[0]!, secret), "signed with the shown secret");
      },
    );

    await t.step("Rotate secret shows a new one, which signs from then on", async () => {
      const hook = card(page, "Hook");
      await hook.getByRole("button", { name: CARD.rotate }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: CONFIRM.rotateAction })
        .click();
      const panel = page.getByRole("dialog", { name: SECRET_PANEL.rotated.title });
      const rotated = await fieldValue(panel, SECRET_PANEL.secret);
      assert.match(rotated, /^whsec_/);
      assert.notEqual(rotated, secret);
      assert.match(await fieldValue(panel, SECRET_PANEL.feedUrl), /\.atom$/);
      await panel.getByRole("button", { name: SECRET_PANEL.done }).click();

      await hook.getByRole("button", { name: CARD.sendTest }).click();
      await hook.getByTestId("alert-test-result").getByText(DELIVERED).waitFor();
      const last = receiver.received.at(-1)!;
      assert.ok(await signedWith(last, rotated), "signed with the rotated secret");
      assert.equal(await signedWith(last, secret), false, "no longer with the old one");
    });

    await t.step(
      "a fourth test within the minute is refused under the card, and sends nothing",
      async () => {
        const hook = card(page, "Hook");
        const sendTest = hook.getByRole("button", { name: CARD.sendTest });
        await sendTest.click();
        await changed(() => Promise.resolve(String(receiver.received.length)), "2");
        await hook.getByTestId("alert-test-result").getByText(DELIVERED).waitFor();
        await sendTest.click();
        const result = hook.getByTestId("alert-test-result");
        await result.getByText(/^Too many test messages\. Please try again in 1 minute\.$/)
          .waitFor();
        assert.equal(await sendTest.isDisabled(), true, "off until the Retry-After has passed");
        const toasted = toast(page).filter({ hasText: "Too many test messages" });
        assert.equal(await toasted.count(), 0, "no toast for an expected refusal");
        assert.equal(receiver.received.length, 3);
      },
    );
  } finally {
    await receiver.server.shutdown();
  }

  await t.step("the switch turns an alert off, and it stays off", async () => {
    const toggle = card(page, "Hook").getByRole("switch", { name: CARD.activeLabel("Hook") });
    assert.equal(await toggle.getAttribute("aria-checked"), "true");
    await toggle.click();
    await toast(page).getByText(TOASTS.turnedOff("Hook")).waitFor();
    await page.reload();
    const after = card(page, "Hook").getByRole("switch", { name: CARD.activeLabel("Hook") });
    assert.equal(await after.getAttribute("aria-checked"), "false");
  });

  await t.step("Delete asks first, then the alert is gone", async () => {
    await card(page, "Hook").getByRole("button", { name: CARD.delete }).click();
    const confirm = page.getByRole("alertdialog", { name: CONFIRM.deleteTitle("Hook") });
    await confirm.getByRole("button", { name: CONFIRM.deleteAction }).click();
    await toast(page).getByText(TOASTS.deleted).waitFor();
    await card(page, "Hook").waitFor({ state: "detached" });
    await card(page, alertName).waitFor();
  });

  await t.step("the profile saves the time zone of the digests", async () => {
    await page.goto(PAGES.profile.path);
    const zone = page.getByLabel(TIME_ZONE_CARD.label, { exact: true });
    assert.equal(await zone.inputValue(), "UTC");
    await zone.selectOption("Europe/Paris");
    await page.getByRole("button", { name: TIME_ZONE_CARD.save }).click();
    await toast(page).getByText(TIME_ZONE_CARD.saved).waitFor();
    await page.reload();
    assert.equal(
      await page.getByLabel(TIME_ZONE_CARD.label, { exact: true }).inputValue(),
      "Europe/Paris",
    );
  });

  await t.step("the calendar link works without a cookie; a new one retires it", async () => {
    await page.getByRole("button", { name: CALENDAR_CARD.get }).click();
    const first = await page.getByLabel(CALENDAR_CARD.url, { exact: true }).inputValue();
    assert.match(first, /\/api\/calendar\/[^/]+\.ics$/);
    const calendar = await fetch(first);
    assert.equal(calendar.status, 200);
    assert.match(calendar.headers.get("content-type") ?? "", /^text\/calendar/);
    assert.match(await calendar.text(), /^BEGIN:VCALENDAR/);

    await page.getByRole("button", { name: CALENDAR_CARD.renew }).click();
    const urlField = page.getByLabel(CALENDAR_CARD.url, { exact: true });
    const second = await changed(() => urlField.inputValue(), first);
    const old = await fetch(first);
    await old.body?.cancel();
    assert.equal(old.status, 404);
    const renewed = await fetch(second);
    await renewed.body?.cancel();
    assert.equal(renewed.status, 200);
  });

  await user.context.close();
}, { ownServer: true });
