/**
 * Accessibility of every screen and main dialog (web/e2e/axe.ts): axe-core's WCAG 2.0/2.1 A and
 * AA rules, signed out and as superadmin, at 1280 px and at 375 px, must find nothing serious or
 * critical. One server, one browser, one page per viewport. Then the Escape rule of the shared
 * dialogs: every dialog closes on Escape unless it is busy, also with a toast above it.
 */
import assert from "node:assert/strict";
import type { Locator, Page, Route } from "playwright-core";
import type { ListingResponse } from "../../api/schemas/legal_updates.ts";
import type { AlertListResponse, CreateAlertInput } from "../../api/schemas/alerts.ts";
import { MANUAL, PORTAL, PORTAL_TABS, QUALITY } from "../src/features/admin/strings.ts";
import {
  CARD as ALERT_CARD,
  CHANNEL_LABELS,
  FORM as ALERT_FORM,
  HISTORY,
  SCREEN as ALERTS,
} from "../src/features/alerts/strings.ts";
import { RESET_STEP_TITLES } from "../src/features/auth/strings.ts";
import { FAVORITES_TEXT, selectLabel } from "../src/features/favorites/strings.ts";
import { REPORT_DIALOG } from "../src/features/reports/strings.ts";
import {
  JURISDICTION_FORM,
  JURISDICTIONS,
  SOURCE_FORM,
  SPECIALISTS,
} from "../src/features/sources/strings.ts";
import { DIALOG as TASK_DIALOG, SCREEN as TASKS } from "../src/features/tasks/strings.ts";
import { ADD_USER, BUTTONS as USER_BUTTONS } from "../src/features/users/strings.ts";
import { PAGES, REGISTER_CONTROLS_PATH, updateDetailPath } from "../src/lib/pages.ts";
import { expectAccessible } from "./axe.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  e2eSuite,
  navigateInApp,
  openSignedIn,
  settle,
} from "./harness.ts";

const VIEWPORTS = [
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
  { name: "375 px", viewport: { width: 375, height: 740 } },
] as const;
/** playwright-core's own viewport, which the Escape steps ran at in a context of their own. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * Closes the toasts an earlier action left (the sign-in's): a screen is checked as it stands, and
 * a toast fading out during the scan would be measured at a fraction of its contrast.
 */
async function closeToasts(page: Page): Promise<void> {
  const toasts = page.getByTestId("toast");
  for (const close of await toasts.getByRole("button", { name: "Close" }).all()) {
    await close.click().catch(() => {}); // it may have closed itself meanwhile
  }
  await page.waitForFunction(() => !document.querySelector("[data-testid=toast]"));
}

/** A level-1 heading that tells the screen is shown. */
const h1 = (name: string | RegExp) => (page: Page) =>
  page.getByRole("heading", { level: 1, name }).first();

/** Visits `path`, waits for `ready` and the screen's data, and runs axe. */
async function checkScreen(
  page: Page,
  path: string,
  ready: (page: Page) => Locator,
  label: string,
): Promise<void> {
  await navigateInApp(page, path);
  await ready(page).waitFor();
  await settle(page);
  await closeToasts(page);
  await expectAccessible(page, label);
}

/** The detail page of an approved demo update. */
async function approvedDetailPath(page: Page): Promise<string> {
  const listing = await page.request.get("/api/legal-updates?status=approved&limit=1");
  const [update] = (await listing.json() as ListingResponse).updates;
  assert.ok(update, "the demo content has an approved update");
  return updateDetailPath(update.id);
}

/** A webhook alert of the signed-in user, so that the Alerts screen shows a card. */
async function ensureAlert(page: Page): Promise<void> {
  const list = await (await page.request.get("/api/alerts")).json() as AlertListResponse;
  if (list.alerts.length > 0) return;
  const data: CreateAlertInput = {
    name: "Accessibility check",
    industries: ["Tax"],
    keywords: ["vat"],
    channel: "webhook",
    webhookUrl: "https://hooks.example.com/legalwatch",
  };
  const made = await page.request.post("/api/alerts", {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  assert.equal(made.status(), 201);
}

/** Runs axe inside the open dialog, then closes it with Escape. */
async function checkDialog(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.waitFor();
  await settle(page);
  await expectAccessible(page, label, { scope: "[role=dialog], [role=alertdialog]" });
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
}

e2eSuite("accessibility of every screen and dialog, and Escape in dialogs", async (t, ctx) => {
  // One context for every step, resized per viewport and signed in once: a context per viewport
  // cost a renderer, a sign-in and a fresh load of every screen's code.
  const { context, page } = await ctx.newPage({ viewport: VIEWPORTS[0].viewport });
  for (const { name, viewport } of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const at = (label: string) => `${label} at ${name}`;
    await t.step(`signed-out screens at ${name}`, async () => {
      await checkScreen(page, "/auth", h1("Sign in to LegalWatch"), at("sign-in"));
      const forgot = h1(RESET_STEP_TITLES.email);
      await checkScreen(page, "/forgot-password", forgot, at("forgot password"));
      await checkScreen(page, "/overview", h1(PAGES.legalUpdates.label), at("public listing"));
      const detail = await approvedDetailPath(page);
      await checkScreen(page, detail, h1(/./), at("public update detail"));
    });
  }

  await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await ensureAlert(page);

  for (const { name, viewport } of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const at = (label: string) => `${label} at ${name}`;
    await t.step(`superadmin screens at ${name}`, async () => {
      const screens: [string, (page: Page) => Locator, string][] = [
        [PAGES.home.path, h1(/^Welcome back/), "dashboard"],
        [PAGES.legalUpdates.path, h1(PAGES.legalUpdates.label), "legal updates"],
        [PAGES.favorites.path, h1(FAVORITES_TEXT.title), "favorites"],
        [PAGES.tasks.path, h1(TASKS.title), "tasks"],
        [PAGES.register.path, h1(PAGES.register.label), "compliance register"],
        [REGISTER_CONTROLS_PATH, h1(PAGES.register.label), "controls library"],
        [PAGES.alerts.path, h1(PAGES.alerts.label), "alerts"],
        [PAGES.admin.path, h1(PORTAL.title), "verification portal"],
        [PAGES.jurisdictions.path, h1(PAGES.jurisdictions.label), "source management"],
        [PAGES.users.path, h1(PAGES.users.label), "user management"],
        [PAGES.profile.path, (page) => page.getByTestId("text-profile-name"), "profile"],
        [PAGES.registerHorizon.path, h1(PAGES.registerHorizon.label), "what's coming"],
        ["/no-such-page", h1("Page Not Found"), "404"],
        [await approvedDetailPath(page), h1(/./), "update detail page"],
      ];
      for (const [path, ready, label] of screens) await checkScreen(page, path, ready, at(label));

      // The portal's Quality tab: its charts and their tables.
      await navigateInApp(page, PAGES.admin.path);
      await page.getByRole("tab", { name: PORTAL_TABS.quality }).click();
      await h1(QUALITY.title)(page).waitFor();
      await page.getByTestId("quality-sources").waitFor();
      await settle(page);
      await expectAccessible(page, at("analysis quality"));
      await page.getByRole("tab", { name: PORTAL_TABS.review }).click();
    });
  }

  for (const { name, viewport } of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const at = (label: string) => `${label} at ${name}`;
    await t.step(`main dialogs at ${name}`, async () => {
      await navigateInApp(page, PAGES.admin.path);
      await page.getByRole("button", { name: PORTAL.createManual }).click();
      await checkDialog(page, page.getByRole("dialog", { name: MANUAL.title }), at("manual"));
      // The first row the page shows, not the API's first pending: the suites that share the
      // server change the queue meanwhile (a title read from the API may not be on the page).
      const firstRow = page.locator('[data-testid^="update-row-"]').first();
      await firstRow.getByRole("button").first().click();
      await checkDialog(page, page.getByTestId("detail-dialog"), at("update detail"));

      await navigateInApp(page, PAGES.jurisdictions.path);
      await page.getByRole("button", { name: JURISDICTIONS.add }).click();
      const jurisdiction = page.getByRole("dialog", { name: JURISDICTION_FORM.addTitle });
      await checkDialog(page, jurisdiction, at("add jurisdiction"));
      await page.getByRole("button", { name: SPECIALISTS.add }).click();
      const source = page.getByRole("dialog", { name: SOURCE_FORM.addTitle });
      await checkDialog(page, source, at("add source"));

      await navigateInApp(page, PAGES.users.path);
      await page.getByRole("button", { name: USER_BUTTONS.addUser }).click();
      await checkDialog(page, page.getByTestId("dialog-add-user"), at("add user"));

      await navigateInApp(page, PAGES.tasks.path);
      await page.getByRole("button", { name: TASKS.createTask }).first().click();
      const task = page.getByRole("dialog", { name: TASK_DIALOG.createTitle });
      await checkDialog(page, task, at("task form"));

      // The alert dialog with both checklists open and the webhook's fields shown.
      await navigateInApp(page, PAGES.alerts.path);
      await page.getByRole("button", { name: ALERTS.newAlert }).first().click();
      const alert = page.getByRole("dialog", { name: ALERT_FORM.createTitle });
      await alert.getByRole("button", { name: ALERT_FORM.jurisdictions }).click();
      await alert.getByRole("button", { name: ALERT_FORM.industries }).click();
      await alert.getByRole("combobox", { name: ALERT_FORM.channel }).click();
      await page.getByRole("option", { name: CHANNEL_LABELS.webhook }).click();
      await alert.getByLabel(ALERT_FORM.webhookUrl).waitFor();
      await checkDialog(page, alert, at("alert form"));
      await page.getByRole("button", { name: ALERT_CARD.history }).first().click();
      const history = page.getByRole("dialog", { name: new RegExp(`^${HISTORY.title("")}`) });
      await checkDialog(page, history, at("alert delivery history"));

      // The report dialog opens from a selected favorite.
      const listing = await page.request.get("/api/legal-updates?status=approved&limit=1");
      const [update] = (await listing.json() as ListingResponse).updates;
      assert.ok(update, "the demo content has an approved update");
      const added = await page.request.post(`/api/auth/favorites/${update.id}`, {
        headers: { origin: new URL(page.url()).origin },
      });
      assert.ok(added.ok() || added.status() === 409, `favorite: ${added.status()}`);
      await page.goto(PAGES.favorites.path); // a fresh load: the favorites list is read anew
      await page.getByRole("checkbox", { name: selectLabel(update.title) }).click();
      await page.getByRole("button", { name: /^Generate Report/ }).click();
      const report = page.getByRole("dialog", { name: REPORT_DIALOG.title });
      await checkDialog(page, report, at("report"));
    });
  }

  await page.setViewportSize(DEFAULT_VIEWPORT);
  const toast = page.getByTestId("toast");

  await t.step("Escape closes Add Jurisdiction after a server error (toast shown)", async () => {
    await page.goto(PAGES.jurisdictions.path);
    const [existing] = await (await page.request.get("/api/jurisdictions")).json() as {
      name: string;
    }[];
    assert.ok(existing);
    await page.getByRole("button", { name: JURISDICTIONS.add }).click();
    const dialog = page.getByRole("dialog", { name: JURISDICTION_FORM.addTitle });
    await dialog.getByLabel(JURISDICTION_FORM.name).fill(existing.name);
    await dialog.getByRole("button", { name: JURISDICTION_FORM.add }).click();
    await toast.first().waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  await t.step("Escape leaves a busy dialog open, and closes it once idle", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => release = resolve);
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route("**/api/jurisdictions", hold);
    await page.getByRole("button", { name: JURISDICTIONS.add }).click();
    const dialog = page.getByRole("dialog", { name: JURISDICTION_FORM.addTitle });
    await dialog.getByLabel(JURISDICTION_FORM.name).fill("Escape Test Land");
    await dialog.getByRole("button", { name: JURISDICTION_FORM.add }).click();
    await dialog.getByRole("button", { name: JURISDICTION_FORM.saving }).waitFor();
    await page.keyboard.press("Escape");
    assert.equal(await dialog.isVisible(), true, "Escape does not close a busy dialog");
    assert.equal(await dialog.getByRole("button", { name: "Close" }).count(), 0);
    release();
    await dialog.waitFor({ state: "detached" }); // saved: the form closes itself
    await page.unroute("**/api/jurisdictions", hold);
  });

  await t.step("Escape closes the 'User Created' dialog", async () => {
    await page.goto(PAGES.users.path);
    await page.getByRole("button", { name: USER_BUTTONS.addUser }).click();
    const dialog = page.getByTestId("dialog-add-user");
    await dialog.getByLabel("Email").fill("escape.test@example.com");
    await dialog.getByLabel("First Name").fill("Esc");
    await dialog.getByLabel("Last Name").fill("Ape");
    // Submitted with Enter from the company field, whose suggestion list is open.
    const company = dialog.getByRole("combobox", { name: "Company" });
    await company.fill("Escape Co");
    await company.press("Enter");
    await dialog.getByRole("heading", { name: ADD_USER.createdTitle }).waitFor();
    await toast.first().waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  await context.close();
});
