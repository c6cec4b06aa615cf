/**
 * Browser tests of sign-in, sign-out, routing and the admin badges, against the real server
 * (web/e2e/harness.ts). Texts come from the modules the screens use.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { NAV_BADGES } from "../src/app/shell/strings.ts";
import {
  RESET_STEP_TITLES,
  SECURITY_QUESTIONS,
  SETUP,
  TOASTS,
} from "../src/features/auth/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, navigateInApp, signIn } from "./harness.ts";

const USER_EMAIL = "auth.user@example.com";
const USER_PASSWORD = "user-password-123";
const TEMP_EMAIL = "auth.temporary@example.com";
const TEMP_PASSWORD = "temporary-pass-1";
const SETUP_PASSWORD = "chosen-at-setup-1";
const RESET_PASSWORD = "chosen-at-reset-1";
/** Answers given at setup, by question. */
const ANSWERS: Record<string, string> = {
  [SECURITY_QUESTIONS[0]]: "Elm Street",
  [SECURITY_QUESTIONS[1]]: "Lisbon",
  [SECURITY_QUESTIONS[2]]: "Mrs Smith",
};

/**
 * MARKETING_URL of this suite's server: the sign-in screen's home link must go there. The shared
 * server of a full run has the same (web/e2e/server.ts), so this suite runs on it.
 */
const MARKETING_URL = "https://legalwatch.example/product";

/** The toast region (radix also copies the text into a live region, so scope to the toast). */
const toast = (page: Page) => page.getByTestId("toast");

e2eSuite("sign-in, sign-out, routing and admin badges", async (t, { server, newPage }) => {
  // The one account of the browser suites made by the `deno task user:create` command itself
  // (every other suite makes its accounts in-process with the same code: web/e2e/server.ts).
  await server.runTask("user:create", [
    "--email",
    USER_EMAIL,
    "--password",
    USER_PASSWORD,
    "--role",
    "user",
    "--first",
    "Uma",
  ]);
  await server.createUser([
    "--email",
    TEMP_EMAIL,
    "--password",
    TEMP_PASSWORD,
    "--role",
    "user",
    "--temporary",
  ]);

  // One context per account instead of one per step (each context is a renderer process and a
  // fresh load of the bundle): the signed-out steps share one, the user's steps sign in once
  // and navigate on, and the sign-out comes after them.
  const visitor = await newPage();
  const user = await newPage();

  await t.step("a signed-out visitor at / sees the sign-in screen", async () => {
    const { page } = visitor;
    await page.goto("/");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    assert.equal(await page.getByLabel("Email").isVisible(), true);
    assert.equal(await page.getByLabel("Password").isVisible(), true);
    assert.equal(await page.getByRole("link", { name: "Forgot your password?" }).isVisible(), true);
    // The home link is the server's MARKETING_URL (served by /api/config, not built in).
    await page.locator(`a[href="${MARKETING_URL}"]`, { hasText: "Back to home" }).waitFor();
  });

  await t.step("a signed-out visitor on another path is sent to /auth", async () => {
    const { page } = visitor;
    await page.goto("/favorites");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
  });

  await t.step("a wrong password shows 'Login failed'", async () => {
    const { page } = visitor;
    await page.goto("/auth");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast(page).getByText(TOASTS.loginFailed.title).waitFor();
    assert.equal(new URL(page.url()).pathname, "/auth");
  });

  await t.step("a user signs in and lands on /", async () => {
    const { page } = user;
    await signIn(page, USER_EMAIL, USER_PASSWORD);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.getByRole("link", { name: "Uma" }).waitFor();
    await page.getByRole("heading", { name: "Legal Updates", level: 1 }).waitFor();
  });

  await t.step("/auth while signed in goes to /", async () => {
    const { page } = user;
    await page.goto("/auth");
    await page.waitForURL((url) => url.pathname === "/");
  });

  await t.step("an unknown path while signed in shows 'Page Not Found'", async () => {
    const { page } = user;
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  });

  await t.step("a user sees neither the admin items nor the admin badges", async () => {
    const { page } = user;
    await navigateInApp(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Tasks" }).waitFor();
    assert.equal(await nav.getByRole("link", { name: "Verification Portal" }).count(), 0);
    assert.equal(await page.getByTestId("badge-system-active").count(), 0);
    assert.equal(await page.getByTestId("badge-pending").count(), 0);
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  });

  await t.step("a signed-in user signs out again", async () => {
    const { page } = user;
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    const res = await page.request.get("/api/auth/user");
    assert.equal(res.status(), 401);
  });

  await t.step("an admin sees 'System Active' and the pending count", async () => {
    const { context, page } = await newPage();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByText(NAV_BADGES.systemActive).waitFor();
    // Other suites on the shared server may add pending updates meanwhile (a feed sync): the
    // badge must show the count the server holds while the page loads, read before and after.
    const pendingCount = async () =>
      (await (await page.request.get("/api/statistics/update-counts")).json()).pending as number;
    const badge = page.getByTestId("badge-pending");
    for (let attempt = 1;; attempt++) {
      const before = await pendingCount();
      await page.reload();
      await badge.waitFor();
      const shown = await badge.textContent();
      if (before === await pendingCount()) {
        assert.ok(before > 0, "the demo seed should hold pending updates");
        assert.equal(shown, NAV_BADGES.pending(before));
        break;
      }
      assert.ok(attempt < 5, "the pending count kept changing");
    }
    await context.close();
  });

  await t.step("a temporary password leads to account setup, then to /", async () => {
    const { page } = user; // signed out by the step before the last
    await page.goto("/auth");
    await page.getByLabel("Email").fill(TEMP_EMAIL);
    await page.getByLabel("Password").fill(TEMP_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: SETUP.title }).waitFor();
    await toast(page).getByText(TOASTS.setupRequired.title).waitFor();
    await page.getByLabel("New Password").fill(SETUP_PASSWORD);
    for (const question of SECURITY_QUESTIONS) {
      await page.getByLabel(question).fill(ANSWERS[question]!);
    }
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await toast(page).getByText(TOASTS.setupComplete.title).waitFor();
    await user.context.close();
  });

  await t.step(
    "a reset for an account without answers is not titled 'Email not found'",
    async () => {
      const { page } = visitor;
      await page.goto("/forgot-password");
      await page.getByLabel("Email").fill("nobody@example.com");
      await page.getByRole("button", { name: "Continue" }).click();
      await toast(page).getByText(TOASTS.emailNotFound.title).waitFor();
      // USER_EMAIL was made from the shell without --temporary: it has no security answers.
      await page.getByLabel("Email").fill(USER_EMAIL);
      await page.getByRole("button", { name: "Continue" }).click();
      await toast(page).getByText(TOASTS.resetUnavailable.title).waitFor();
      await toast(page).getByText("Security questions are not set up for this account.", {
        exact: false,
      }).waitFor();
      assert.equal(await toast(page).getByText(TOASTS.emailNotFound.title).count(), 0);
    },
  );

  await t.step("the forgot-password flow sets a new password that signs in", async () => {
    const { page } = visitor;
    await page.goto("/forgot-password");
    await page.getByRole("heading", { name: RESET_STEP_TITLES.email }).waitFor();
    await page.getByLabel("Email").fill(TEMP_EMAIL);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: RESET_STEP_TITLES.security_questions }).waitFor();
    // The server picks one of the three questions at random; the answer field is labelled by it.
    const question = await page.getByTestId("input-reset-answer").evaluate((input) =>
      (input as HTMLInputElement).labels?.[0]?.textContent ?? ""
    );
    assert.ok(question && ANSWERS[question], `unexpected question: ${question}`);
    await page.getByLabel(question).fill(ANSWERS[question]!.toUpperCase());
    await page.getByRole("button", { name: "Verify Answer" }).click();
    await page.getByRole("heading", { name: RESET_STEP_TITLES.reset_password }).waitFor();
    await page.getByLabel("New Password").fill(RESET_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { name: RESET_STEP_TITLES.success }).waitFor();
    await page.getByRole("link", { name: "Go to Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await signIn(page, TEMP_EMAIL, RESET_PASSWORD);
    await visitor.context.close();
  });
}, { env: { MARKETING_URL } });
