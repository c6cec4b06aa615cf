/**
 * Browser tests of User Management (/users) against the real server (web/e2e/harness.ts): create
 * a user and hand over the temporary password, the new user's first sign-in, search and filters,
 * the CSV export, editing a user and changing their role, a password reset, and a phone-sized
 * screen. Texts come from the modules the screens use.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SECURITY_QUESTIONS, SETUP } from "../src/features/auth/strings.ts";
import { COMPANY_PICKER, FILTERS, RESET_DONE, TOASTS } from "../src/features/users/strings.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  e2eSuite,
  signIn,
  signInByApi,
  withClipboard,
} from "./harness.ts";

/**
 * This suite's accounts share a domain no other suite uses: on the shared server other suites
 * add users too, so the table's lists are checked through a search for it.
 */
const DOMAIN = "users-suite.example.com";
const NEW_EMAIL = `nina.hire@${DOMAIN}`;
const OTHER_ADMIN = `ada.admin@${DOMAIN}`;
const PLAIN_USER = `plain.user@${DOMAIN}`;
const MINE = [OTHER_ADMIN, NEW_EMAIL, PLAIN_USER].sort();
const USER_PASSWORD = "user-password-123";

const toast = (page: Page) => page.getByTestId("toast");
const rows = (page: Page) => page.getByTestId("table-users").locator("tbody tr[data-email]");
const row = (page: Page, email: string) => page.locator(`tr[data-email="${email}"]`);

async function emailsShown(page: Page): Promise<string[]> {
  return (await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-email"))))
    .filter((e): e is string => !!e).sort();
}

/** Signs in with a temporary password and completes the setup step. */
async function completeSetup(page: Page, email: string, temporary: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(temporary);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("heading", { name: SETUP.title }).waitFor();
  await page.getByLabel("New Password").fill(password);
  for (const [i, question] of SECURITY_QUESTIONS.entries()) {
    await page.getByLabel(question).fill(`answer ${i + 1}`);
  }
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

e2eSuite("user management", async (t, { server, newPage }) => {
  await server.createUser(["--email", OTHER_ADMIN, "--password", USER_PASSWORD, "--role", "admin"]);
  await server.createUser(["--email", PLAIN_USER, "--password", USER_PASSWORD, "--role", "user"]);
  const { context: adminContext, page } = await newPage();
  await adminContext.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: server.url,
  });
  let temporaryPassword = "";
  // The other accounts' steps share one context, its cookies cleared between accounts.
  const { context: otherContext, page: other } = await newPage();

  await t.step("a user who is not a superadmin sees Access Denied", async () => {
    await signInByApi(otherContext, server.url, { email: OTHER_ADMIN, password: USER_PASSWORD });
    await other.goto("/users");
    await other.getByText(
      "Access Denied - You need superadmin privileges to access user management.",
    ).waitFor();
    await otherContext.clearCookies();
  });

  await t.step("a superadmin adds a user and copies the temporary password", async () => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto("/users");
    await page.getByRole("heading", { name: "User Management", level: 1 }).waitFor();
    await row(page, PLAIN_USER).waitFor();
    // One's own row has no reset or delete.
    const own = row(page, ADMIN_EMAIL);
    assert.equal(await own.getByTestId("button-reset-password").count(), 0);
    assert.equal(await own.getByTestId("button-delete-user").count(), 0);
    assert.equal(await row(page, PLAIN_USER).getByTestId("button-delete-user").count(), 1);

    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByTestId("dialog-add-user");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.getByText("Invalid email address").waitFor();
    await dialog.getByLabel("Email").fill(NEW_EMAIL);
    await dialog.getByLabel("First Name").fill("Nina");
    await dialog.getByLabel("Last Name").fill("Hire");
    await dialog.getByText(COMPANY_PICKER.hint).waitFor();
    await dialog.getByRole("combobox", { name: "Company" }).fill("Newco");
    await dialog.getByRole("option", { name: COMPANY_PICKER.create("Newco") }).click();
    assert.equal(await dialog.getByRole("combobox", { name: "Company" }).inputValue(), "Newco");
    await dialog.getByRole("button", { name: "Create User" }).click();

    await toast(page).getByText(TOASTS.created).waitFor();
    temporaryPassword = (await dialog.getByTestId("temporary-password").textContent()) ?? "";
    assert.match(temporaryPassword, /^[A-Za-z0-9]{16}$/);
    const copied = await withClipboard(async () => {
      await dialog.getByRole("button", { name: "Copy" }).click();
      await dialog.getByRole("button", { name: "Copied" }).waitFor();
      return await page.evaluate(() => navigator.clipboard.readText());
    });
    assert.equal(copied, temporaryPassword);
    await dialog.getByRole("button", { name: "Done" }).click();
    await row(page, NEW_EMAIL).getByText("Nina Hire").waitFor();
    assert.equal(await row(page, NEW_EMAIL).getByText("Never").count(), 1);
  });

  await t.step("the new user signs in with the temporary password and sets up", async () => {
    await completeSetup(other, NEW_EMAIL, temporaryPassword, "nina-own-password-1");
    await otherContext.clearCookies();
  });

  await t.step("search and filters narrow the table; Clear All brings everyone back", async () => {
    await page.reload();
    await row(page, NEW_EMAIL).waitFor();
    const everyone = await emailsShown(page);
    for (const email of [ADMIN_EMAIL, ...MINE]) assert.ok(everyone.includes(email), email);
    const search = page.getByLabel(FILTERS.searchLabel);
    const found = page.getByTestId("text-users-found");

    await search.fill(DOMAIN);
    await found.getByText(FILTERS.found(MINE.length), { exact: true }).waitFor();
    assert.deepEqual(await emailsShown(page), MINE);
    await search.fill("NEWCO");
    await found.getByText(FILTERS.found(1), { exact: true }).waitFor();
    assert.deepEqual(await emailsShown(page), [NEW_EMAIL]);
    await page.getByRole("button", { name: "Clear All" }).click();
    await row(page, PLAIN_USER).waitFor();
    await row(page, ADMIN_EMAIL).waitFor();
    assert.equal(await page.getByTestId("active-filters").count(), 0);

    // Filters combine with the search (and other suites may add admins of their own).
    await search.fill(DOMAIN);
    await page.getByLabel(FILTERS.role).click();
    await page.getByRole("option", { name: "Admin", exact: true }).click();
    await found.getByText(FILTERS.found(1), { exact: true }).waitFor();
    assert.deepEqual(await emailsShown(page), [OTHER_ADMIN]);
    await page.getByRole("button", { name: "Clear All" }).click();
    await row(page, NEW_EMAIL).waitFor();
  });

  await t.step("Export CSV downloads the listed users under the server's file name", async () => {
    await page.getByLabel(FILTERS.searchLabel).fill(DOMAIN);
    await page.getByTestId("text-users-found").getByText(FILTERS.found(MINE.length), {
      exact: true,
    }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
    await toast(page).getByText(TOASTS.exported.description(MINE.length)).waitFor();
    await page.getByRole("button", { name: "Clear All" }).click();
    await row(page, ADMIN_EMAIL).waitFor();
  });

  await t.step("a superadmin edits a user and changes their role in User Details", async () => {
    await row(page, NEW_EMAIL).getByTestId("button-view-user").click();
    const dialog = page.getByTestId("dialog-user-details");
    await dialog.getByText("Newco").waitFor();
    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    await dialog.getByLabel("Company").fill("Initech");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.getByText("Newco").waitFor();
    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    await dialog.getByLabel("Company").fill("Initech");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page).getByText(TOASTS.updated).waitFor();
    await dialog.getByText("Initech").waitFor();
    await dialog.getByRole("tab", { name: "Security" }).click();
    await dialog.getByLabel("Role").click();
    await page.getByRole("option", { name: "Admin", exact: true }).click();
    await toast(page).getByText(TOASTS.roleUpdated).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await row(page, NEW_EMAIL).getByTestId("badge-user-role").getByText("Admin").waitFor();
  });

  await t.step("a password reset shows the temporary password and forces setup", async () => {
    await row(page, PLAIN_USER).getByTestId("button-reset-password").click();
    await page.getByTestId("dialog-confirm-reset").getByRole("button", { name: "Reset Password" })
      .click();
    const done = page.getByTestId("dialog-password-reset");
    await done.getByText(RESET_DONE.title).waitFor();
    await done.getByText(RESET_DONE.text(PLAIN_USER)).waitFor();
    const password = (await done.getByTestId("temporary-password").textContent()) ?? "";
    await done.getByRole("button", { name: "Close" }).first().click();
    await completeSetup(other, PLAIN_USER, password, "plain-new-password-1");
    await otherContext.close();
  });

  await t.step("the screen fits a 375 px wide phone", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await row(page, NEW_EMAIL).waitFor();
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    assert.equal(overflow, 0, "only the table scrolls sideways, not the page");
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByTestId("dialog-add-user");
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, "the dialog fits the screen");
  });

  await adminContext.close();
});
