/**
 * Browser test of the AI impact report (spec part 1 §2, §4, §8) against the real server
 * (web/e2e/harness.ts): favorites selected on the favorites screen (its texts from
 * features/favorites/strings.ts), the report dialog, the
 * 'Last 3 Months' preset, the download under the server's file name (opened with exceljs), the
 * quota shown before and after, the date rule, and a failure that keeps the dialog open.
 */
import assert from "node:assert/strict";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { generateReport, selectLabel } from "../src/features/favorites/strings.ts";
import { PRESETS, REPORT_DIALOG, REPORT_TOASTS } from "../src/features/reports/strings.ts";
import { e2eSuite, openSignedIn } from "./harness.ts";

const USER_EMAIL = "report.user@example.com";
const USER_PASSWORD = "report-password-123";
const FAVORITES = 3;

const toast = (page: Page) => page.getByTestId("toast");
const dialog = (page: Page) => page.getByRole("dialog", { name: REPORT_DIALOG.title });

/** 'yyyy-MM-dd' of a local date (the test and the browser share the time zone). */
function dayValue(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Selects the favorites on the favorites screen (already open) and opens the report dialog. */
async function selectAndOpen(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await page.getByRole("checkbox", { name: selectLabel(title), exact: true }).check();
  }
  await page.getByRole("button", { name: generateReport(titles.length) }).click();
  await dialog(page).waitFor();
}

e2eSuite("reports: favorites to an Excel impact report", async (t, { server, newPage }) => {
  await server.createUser(["--email", USER_EMAIL, "--password", USER_PASSWORD, "--role", "user"]);
  const { page, context } = await newPage();
  await openSignedIn(page, USER_EMAIL, USER_PASSWORD);

  const favorited = await page.evaluate(async (count) => {
    const listing = await (await fetch("/api/legal-updates?limit=5")).json();
    const updates = (listing.updates as { id: number; title: string; publishDate: string }[])
      .slice(0, count);
    const statuses: number[] = [];
    for (const u of updates) {
      statuses.push((await fetch(`/api/auth/favorites/${u.id}`, { method: "POST" })).status);
    }
    return { updates, statuses };
  }, FAVORITES);
  assert.deepEqual(favorited.statuses, Array(FAVORITES).fill(201));
  const titles = favorited.updates.map((u) => u.title);
  const threeMonthsAgo = new Date();
  threeMonthsAgo.setMonth(threeMonthsAgo.getMonth() - 3);
  assert.ok(
    favorited.updates.some((u) => new Date(u.publishDate) >= threeMonthsAgo),
    "the demo seed's newest approved updates should include one from the last 3 months",
  );

  await t.step(
    "the dialog states the selection, the quota and the missing company data",
    async () => {
      await page.goto("/favorites");
      await selectAndOpen(page, titles);
      const d = dialog(page);
      await d.getByText(REPORT_DIALOG.selected(FAVORITES)).waitFor();
      await d.getByText(REPORT_DIALOG.remaining(10, 10)).waitFor();
      await d.getByText(REPORT_DIALOG.companyTitle).waitFor();
      assert.equal(
        await d.getByRole("link", { name: REPORT_DIALOG.companyLink }).getAttribute("href"),
        "/profile",
      );
      const from = d.getByLabel(REPORT_DIALOG.fromDate, { exact: true });
      assert.equal(await from.getAttribute("min"), "1900-01-01");
      assert.equal(await from.getAttribute("max"), dayValue(new Date()));
      await d.getByRole("button", { name: REPORT_DIALOG.generate }).waitFor();
    },
  );

  await t.step("a To Date before the From Date is refused under To Date", async () => {
    const d = dialog(page);
    await d.getByLabel(REPORT_DIALOG.fromDate, { exact: true }).fill("2024-05-10");
    await d.getByLabel(REPORT_DIALOG.toDate, { exact: true }).fill("2024-05-01");
    await d.getByText("End date must be after start date").waitFor();
    assert.equal(await d.getByRole("button", { name: REPORT_DIALOG.generate }).isDisabled(), true);
    await d.getByRole("button", { name: REPORT_DIALOG.clearTo }).click();
    assert.equal(await d.getByLabel(REPORT_DIALOG.toDate, { exact: true }).inputValue(), "");
    assert.equal(await d.getByRole("button", { name: REPORT_DIALOG.generate }).isDisabled(), false);
  });

  await t.step("a period without any selected update fails and keeps the dialog open", async () => {
    const d = dialog(page);
    await d.getByLabel(REPORT_DIALOG.fromDate, { exact: true }).fill("1900-01-01");
    await d.getByLabel(REPORT_DIALOG.toDate, { exact: true }).fill("1900-01-02");
    await d.getByRole("button", { name: REPORT_DIALOG.generate }).click();
    await toast(page).getByText(REPORT_TOASTS.failure.title).waitFor();
    await toast(page).getByText("None of the selected updates were published in the chosen period.")
      .waitFor();
    assert.equal(await d.isVisible(), true);
  });

  await t.step(
    "'Last 3 Months' then Generate downloads the report under the server's name",
    async () => {
      const d = dialog(page);
      await d.getByRole("button", { name: PRESETS.last3Months }).click();
      const threeMonths = new Date();
      threeMonths.setMonth(threeMonths.getMonth() - 3);
      assert.equal(
        await d.getByLabel(REPORT_DIALOG.fromDate, { exact: true }).inputValue(),
        dayValue(threeMonths),
      );
      assert.equal(
        await d.getByLabel(REPORT_DIALOG.toDate, { exact: true }).inputValue(),
        dayValue(new Date()),
      );

      // Hold the answer a moment so that the busy state can be seen.
      await page.route("**/api/auth/reports/generate", async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      const download = page.waitForEvent("download");
      await d.getByRole("button", { name: REPORT_DIALOG.generate }).click();
      await d.getByRole("button", { name: REPORT_DIALOG.generating }).waitFor();
      assert.equal(await d.getByRole("button", { name: REPORT_DIALOG.cancel }).isDisabled(), true);
      await page.keyboard.press("Escape");
      assert.equal(await d.isVisible(), true, "Escape does not close a busy dialog");

      const file = await download;
      assert.match(file.suggestedFilename(), /^legalwatch_report_\d{4}-\d{2}-\d{2}\.xlsx$/);
      // Saved to a file of ours: a shared Chromium (connected remotely) keeps no local path.
      const path = await Deno.makeTempFile({ suffix: ".xlsx" });
      await file.saveAs(path);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await Deno.readFile(path) as unknown as ArrayBuffer);
      await Deno.remove(path);
      assert.deepEqual(workbook.worksheets.map((s) => s.name), [
        "Summary",
        "Impact Analysis",
        "Deadlines",
        "Obligations",
      ]);
      const rows = workbook.getWorksheet("Impact Analysis")!.actualRowCount - 1;
      assert.ok(rows >= 1 && rows <= FAVORITES, `${rows} updates in the last 3 months`);

      await toast(page).getByText(REPORT_TOASTS.success.title).waitFor();
      await toast(page).getByText(REPORT_TOASTS.success.description(file.suggestedFilename()))
        .waitFor();
      await d.waitFor({ state: "hidden" });
      await page.unroute("**/api/auth/reports/generate");
    },
  );

  await t.step("the dialog opens again reset, with one report fewer", async () => {
    await selectAndOpen(page, titles); // no reload: the count comes from the refetched user
    const d = dialog(page);
    await d.getByText(REPORT_DIALOG.remaining(9, 10)).waitFor();
    assert.equal(await d.getByLabel(REPORT_DIALOG.fromDate, { exact: true }).inputValue(), "");
    await d.getByRole("button", { name: REPORT_DIALOG.cancel }).click();
    await d.waitFor({ state: "hidden" });
  });

  await context.close();
});
