/**
 * The Compliance Register list and the controls library (issue 29) in Chromium against the real
 * server, at 375 px: the navigation leads there, a new register says it is empty, "Add duty"
 * checks its fields and adds an entry, a count card filters the table and again shows all, the
 * pager pages, and a control is added (a duplicate reference refused), edited, shows its entry
 * and is deleted after a confirmation. One context, signed in once, as a user of its own (an
 * own register: no other suite's entries).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { CONTROL_MESSAGES } from "../../api/schemas/controls.ts";
import { REGISTER_MESSAGES } from "../../api/schemas/register.ts";
import { SHELL_BUTTONS } from "../src/app/shell/strings.ts";
import {
  ADD_DUTY,
  CONTROL_DIALOG,
  CONTROLS_SCREEN,
  DELETE_CONTROL,
  ENTRY_PAGINATION,
  REGISTER_SCREEN,
} from "../src/features/register/strings.ts";
import { PAGES } from "../src/lib/pages.ts";
import { callApi, e2eSuite, openSignedIn, settle } from "./harness.ts";

const EMAIL = `register.${crypto.randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = "register-password-123";

const rows = (page: Page) => page.getByTestId("register-row");
const toast = (page: Page) => page.getByTestId("toast");

/** Waits until the table shows `n` rows. */
async function rowCount(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelectorAll("[data-testid=register-row]").length === count,
    n,
  );
}

e2eSuite("compliance register: counts as filters, paging, add a duty, controls", async (t, ctx) => {
  await ctx.server.createUser(["--email", EMAIL, "--password", PASSWORD, "--role", "user"]);
  const { page } = await ctx.newPage({ viewport: { width: 375, height: 740 } });
  await openSignedIn(page, EMAIL, PASSWORD);

  await t.step("the navigation leads to an empty register that says so", async () => {
    await page.getByRole("button", { name: SHELL_BUTTONS.menu }).click();
    await page.getByRole("link", { name: PAGES.register.label }).click();
    await page.waitForURL((url) => url.pathname === PAGES.register.path);
    await page.getByRole("heading", { level: 1, name: REGISTER_SCREEN.title }).waitFor();
    await page.getByText(REGISTER_SCREEN.emptyTitle).waitFor();
    await page.getByText(REGISTER_SCREEN.emptyText).waitFor();
    const href = await page.getByRole("link", { name: REGISTER_SCREEN.export }).getAttribute(
      "href",
    );
    assert.equal(href, "/api/register/export");
  });

  await t.step("Add duty refuses a blank duty, then adds it to the register", async () => {
    await page.getByRole("button", { name: REGISTER_SCREEN.addDuty }).first().click();
    const dialog = page.getByRole("dialog", { name: ADD_DUTY.title });
    await dialog.getByRole("button", { name: ADD_DUTY.submit }).click();
    await dialog.getByText(REGISTER_MESSAGES.dutyRequired).waitFor();
    await dialog.getByLabel(ADD_DUTY.duty).fill("Appoint a data protection officer");
    await dialog.getByLabel(ADD_DUTY.citation).fill("Art. 37 GDPR");
    await dialog.getByLabel(ADD_DUTY.dueDate).fill("2020-01-31");
    await dialog.getByRole("button", { name: ADD_DUTY.submit }).click();
    await toast(page).getByText(ADD_DUTY.added).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const row = rows(page).filter({ hasText: "Appoint a data protection officer" });
    await row.getByText("Overdue").waitFor();
    assert.equal(await page.getByTestId("count-overdue").textContent(), "1Overdue");
  });

  await t.step("a count card shows its entries alone, and again every entry", async () => {
    // 54 more entries through the API, two of them gaps: 55 in all, two pages.
    await Promise.all(Array.from({ length: 54 }, async (_, i) => {
      const entry = await callApi(page, "POST", "/api/register", { duty: `Duty ${i + 1}` });
      if (i < 2) await callApi(page, "PATCH", `/api/register/${entry.id}`, { status: "gap" });
    }));
    await page.reload();
    await settle(page);
    const gap = page.getByTestId("count-gap");
    assert.equal(await gap.textContent(), "2Gap");
    await gap.click();
    await page.waitForURL((url) => url.search === "?status=gap");
    await rowCount(page, 2);
    assert.equal(await gap.getAttribute("aria-pressed"), "true");
    await gap.click();
    await page.waitForURL((url) => url.search === "");
    await rowCount(page, 50);
    await page.getByText(ENTRY_PAGINATION.showing(1, 50, 55)).waitFor();
  });

  await t.step("the pager shows the rest of the register", async () => {
    await page.getByRole("button", { name: ENTRY_PAGINATION.next }).click();
    await page.waitForURL((url) => url.search === "?page=2");
    await rowCount(page, 5);
    await page.getByText(ENTRY_PAGINATION.showing(51, 55, 55)).waitFor();
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    assert.equal(overflow, 0, "nothing scrolls sideways at 375 px");
  });

  await t.step("a control is added once per reference, edited, and shows its entry", async () => {
    await page.getByRole("link", { name: REGISTER_SCREEN.controlsTab }).click();
    await page.getByText(CONTROLS_SCREEN.emptyTitle).waitFor();
    for (const name of ["Data protection policy", "Another"]) {
      await page.getByRole("button", { name: CONTROLS_SCREEN.add }).first().click();
      const dialog = page.getByRole("dialog", { name: CONTROL_DIALOG.addTitle });
      await dialog.getByLabel(CONTROL_DIALOG.reference).fill(
        name === "Another" ? "pol-1" : "POL-1",
      );
      await dialog.getByLabel(CONTROL_DIALOG.name).fill(name);
      await dialog.getByRole("button", { name: CONTROL_DIALOG.add }).click();
      if (name === "Another") {
        await dialog.getByText(CONTROL_MESSAGES.duplicateReference).waitFor();
        await dialog.getByRole("button", { name: CONTROL_DIALOG.cancel }).click();
      } else {
        await toast(page).getByText(CONTROL_DIALOG.added).waitFor();
      }
      await dialog.waitFor({ state: "hidden" });
    }
    await page.getByRole("button", { name: CONTROLS_SCREEN.edit("POL-1") }).click();
    const edit = page.getByRole("dialog", { name: CONTROL_DIALOG.editTitle });
    await edit.getByLabel(CONTROL_DIALOG.description).fill("Who protects personal data");
    await edit.getByRole("button", { name: CONTROL_DIALOG.save }).click();
    await toast(page).getByText(CONTROL_DIALOG.saved).waitFor();
    const row = page.getByTestId("control-row");
    await row.getByText("Who protects personal data").waitFor();

    const { controls } = await callApi(page, "GET", "/api/controls");
    const { entries } = await callApi(page, "GET", "/api/register?limit=1");
    await callApi(page, "PATCH", `/api/register/${entries[0].id}`, {
      controlIds: [controls[0].id],
    });
    await page.reload();
    await row.getByText(CONTROLS_SCREEN.entryCount(1)).click();
    const link = row.getByRole("link", { name: "Appoint a data protection officer" });
    assert.equal(await link.getAttribute("href"), `/register/${entries[0].id}`);
  });

  await t.step("deleting a control asks first, then it is gone", async () => {
    await page.getByRole("button", { name: CONTROLS_SCREEN.delete("POL-1") }).click();
    const confirm = page.getByRole("alertdialog", { name: DELETE_CONTROL.confirm("POL-1") });
    await confirm.getByRole("button", { name: DELETE_CONTROL.action }).click();
    await toast(page).getByText(DELETE_CONTROL.deleted).waitFor();
    await page.getByText(CONTROLS_SCREEN.emptyTitle).waitFor();
  });
});
