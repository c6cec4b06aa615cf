/**
 * Browser tests of the Profile screen (/profile) against the real server (web/e2e/harness.ts):
 * the header, profile and company information with their validation, the email change behind
 * the current password (it waits for the link mailed to the new address, which the test reads
 * from the server's outbox), and security questions.
 * Texts come from the modules the screens use.
 */
import assert from "node:assert/strict";
import { simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { EMAIL_CHANGE_PAGE_TEXTS } from "../../api/accounts/email_change_page.ts";
import {
  COMPANY_CARD,
  PENDING_EMAIL,
  PROFILE_CARD,
  PROFILE_MESSAGES,
  SECURITY_QUESTIONS,
  TOASTS,
} from "../src/features/profile/strings.ts";
import { e2eSuite, openSignedIn } from "./harness.ts";

const EMAIL = "carla.company@example.com";
const PASSWORD = "carla-password-123";
const NEW_EMAIL = "carla.diaz@example.com";

const toast = (page: Page) => page.getByTestId("toast");

/**
 * The confirmation links mailed to `to`, oldest first: the shared server has no SMTP_URL, so its
 * mail is in DATA_DIR/outbox as .eml files (other suites' too).
 */
async function confirmationLinks(dataDir: string, to: string): Promise<string[]> {
  const names = [...Deno.readDirSync(`${dataDir}/outbox`)].map((f) => f.name).sort();
  const links: string[] = [];
  for (const name of names) {
    const mail = await simpleParser(await Deno.readTextFile(`${dataDir}/outbox/${name}`));
    const link = /https?:\/\/\S+\/api\/auth\/email-change\/confirm\/[\w-]+/.exec(mail.text ?? "");
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === to && link) links.push(link[0]);
  }
  return links;
}

e2eSuite("profile", async (t, { server, newPage }) => {
  await server.createUser([
    "--email",
    EMAIL,
    "--password",
    PASSWORD,
    "--role",
    "user",
    "--first",
    "Carla",
    "--last",
    "Diaz",
    "--company",
    "Acme Legal",
  ]);
  const { context, page } = await newPage();
  await openSignedIn(page, EMAIL, PASSWORD, "/profile");

  await t.step("the header shows the initials, name, email and role", async () => {
    await page.getByRole("heading", { name: "Carla Diaz", level: 1 }).waitFor();
    const main = page.locator("#main-content");
    assert.equal(await main.getByTestId("avatar-initials").textContent(), "CD");
    await main.getByTestId("badge-role").getByText("User").waitFor();
    await main.getByText(EMAIL).waitFor();
    const company = page.getByLabel(COMPANY_CARD.companyName);
    assert.equal(await company.inputValue(), "Acme Legal");
    assert.equal(await company.getAttribute("readonly"), "");
    await page.getByText(COMPANY_CARD.companyNameHint).waitFor();
  });

  await t.step("company information is checked, saved and kept", async () => {
    const website = page.getByLabel(COMPANY_CARD.website);
    const employees = page.getByLabel(COMPANY_CARD.employees);
    const save = page.getByRole("button", { name: COMPANY_CARD.save });
    await website.fill("http://acme.example");
    await employees.fill("0");
    await save.click();
    await page.getByText(PROFILE_MESSAGES.websiteUrl).waitFor();
    await page.getByText(PROFILE_MESSAGES.employeesMin).waitFor();
    await employees.fill("2000000");
    await save.click();
    await page.getByText(PROFILE_MESSAGES.employeesMax).waitFor();

    await website.fill("https://acme.example");
    await employees.fill("42");
    await page.getByLabel(COMPANY_CARD.share).check();
    await save.click();
    await toast(page).getByText(TOASTS.profileUpdated).waitFor();
    assert.equal(await page.getByText(PROFILE_MESSAGES.websiteUrl).count(), 0);

    await page.reload();
    await page.getByRole("heading", { name: "Carla Diaz", level: 1 }).waitFor();
    assert.equal(await page.getByLabel(COMPANY_CARD.website).inputValue(), "https://acme.example");
    assert.equal(await page.getByLabel(COMPANY_CARD.employees).inputValue(), "42");
    assert.equal(await page.getByLabel(COMPANY_CARD.share).isChecked(), true);
    assert.equal(await page.getByLabel(COMPANY_CARD.companyName).inputValue(), "Acme Legal");
  });

  await t.step("a new name shows in the header once saved", async () => {
    await page.getByLabel("First Name").fill("Carlota");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await toast(page).getByText(TOASTS.profileUpdated).waitFor();
    await page.getByRole("heading", { name: "Carlota Diaz", level: 1 }).waitFor();
  });

  await t.step("a new email needs the current password", async () => {
    const currentPassword = page.getByLabel(PROFILE_CARD.currentPassword);
    const update = page.getByRole("button", { name: "Update Profile" });
    assert.equal(await currentPassword.count(), 0, "no password field while the email is kept");
    await page.getByLabel(PROFILE_CARD.email, { exact: true }).fill(NEW_EMAIL);
    await update.click();
    await page.getByText(PROFILE_MESSAGES.currentPasswordRequired).waitFor();
    await currentPassword.fill("not-my-password");
    await update.click();
    await toast(page).getByText(PROFILE_MESSAGES.currentPasswordWrong).waitFor();
    await currentPassword.fill(PASSWORD);
    await update.click();
    await toast(page).getByText(PROFILE_MESSAGES.emailChangeSent).waitFor();
    await currentPassword.waitFor({ state: "detached" });
  });

  await t.step("a new email waits for its link, and the change can be cancelled", async () => {
    const notice = page.getByTestId("pending-email-change");
    await notice.getByText(PENDING_EMAIL.sent(NEW_EMAIL)).waitFor();
    const email = page.getByLabel(PROFILE_CARD.email, { exact: true });
    assert.equal(await email.inputValue(), EMAIL, "the field shows the email still in use");
    await page.reload();
    await notice.getByText(PENDING_EMAIL.sent(NEW_EMAIL)).waitFor();
    assert.equal(await page.getByTestId("text-profile-email").textContent(), EMAIL);

    await notice.getByRole("button", { name: PENDING_EMAIL.cancel }).click();
    await toast(page).getByText(PENDING_EMAIL.cancelled).waitFor();
    await notice.waitFor({ state: "detached" });
  });

  await t.step("the link mailed to the new address makes it the sign-in email", async () => {
    await page.getByLabel(PROFILE_CARD.email, { exact: true }).fill(NEW_EMAIL);
    await page.getByLabel(PROFILE_CARD.currentPassword).fill(PASSWORD);
    await page.getByRole("button", { name: "Update Profile" }).click();
    await page.getByTestId("pending-email-change").waitFor();

    const links = await confirmationLinks(server.dataDir, NEW_EMAIL);
    assert.equal(links.length, 2, "one mail per request");
    await page.goto(new URL(links.at(-1)!).pathname);
    await page.getByRole("heading", { name: EMAIL_CHANGE_PAGE_TEXTS.confirmTitle }).waitFor();
    await page.getByRole("button", { name: EMAIL_CHANGE_PAGE_TEXTS.button }).click();
    await page.getByRole("heading", { name: EMAIL_CHANGE_PAGE_TEXTS.doneTitle }).waitFor();

    await page.goto("/profile");
    await page.getByTestId("text-profile-email").getByText(NEW_EMAIL).waitFor();
    assert.equal(await page.getByTestId("pending-email-change").count(), 0);
  });

  await t.step("security questions need the current password", async () => {
    await page.getByRole("button", { name: "Change Security Questions" }).click();
    await page.getByLabel("Current Password").fill("not-my-password");
    for (const [i, question] of SECURITY_QUESTIONS.entries()) {
      await page.getByLabel(question).fill(`answer ${i + 1}`);
    }
    await page.getByRole("button", { name: "Update Questions" }).click();
    await toast(page).getByText(PROFILE_MESSAGES.currentPasswordWrong).waitFor();
    await page.getByLabel("Current Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Update Questions" }).click();
    await toast(page).getByText(TOASTS.questionsUpdated).waitFor();
    await page.getByRole("button", { name: "Change Security Questions" }).waitFor();
  });

  await t.step("the screen fits a 375 px wide phone", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole("heading", { name: "Carlota Diaz", level: 1 }).waitFor();
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    assert.equal(overflow, 0, "no horizontal scrolling");
  });

  await context.close();
});
