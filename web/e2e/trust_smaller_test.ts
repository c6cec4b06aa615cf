/**
 * Browser tests of issue 25's smaller trust items against the real server (web/e2e/harness.ts):
 * the report dialog says how many of the selection fall in the chosen period, User Management
 * shows a user's email once and their company, and an update's detail page shows when it was
 * verified and, signed in, the favorite star and 'Create task'. Layout items at 1366 and 375 px.
 * The OPML import and the listing's filter are web/e2e/opml_import_test.ts (a server of its own).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { ListingResponse, PublicUpdate } from "../../api/schemas/legal_updates.ts";
import { generateReport, selectLabel } from "../src/features/favorites/strings.ts";
import { starLabel } from "../src/features/legal_updates/strings.ts";
import { REPORT_DIALOG } from "../src/features/reports/strings.ts";
import { DIALOG as TASK_DIALOG, TOASTS as TASK_TOASTS } from "../src/features/tasks/strings.ts";
import { DETAIL_PAGE } from "../src/features/update_detail/strings.ts";
import { FILTERS, TABLE } from "../src/features/users/strings.ts";
import { updateDetailPath } from "../src/lib/pages.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, signInByApi } from "./harness.ts";

const DOMAIN = "trust-smaller.example.com";
const REPORT_USER = `report.period@${DOMAIN}`;
const DETAIL_USER = `detail.actions@${DOMAIN}`;
const FIRST_ONLY = `solo.first@${DOMAIN}`;
const COMPANY = "Solo Compliance Ltd";
const PASSWORD = "trust-smaller-123";
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 375, height: 800 }] as const;

const toast = (page: Page) => page.getByTestId("toast");

/** Approved updates of the demo seed, newest first, one per UTC publication day. */
async function updatesOnDistinctDays(page: Page, count: number): Promise<PublicUpdate[]> {
  const listing = await (await page.request.get("/api/legal-updates?limit=100"))
    .json() as ListingResponse;
  const days = new Set<string>();
  const picked = listing.updates.filter((u) => {
    const day = u.publishDate.slice(0, 10);
    if (days.has(day)) return false;
    days.add(day);
    return true;
  }).slice(0, count);
  assert.equal(picked.length, count, "the demo seed has updates on enough distinct days");
  return picked;
}

e2eSuite("issue 25, smaller items: report period, users table, detail page", async (t, ctx) => {
  const { server, newPage } = ctx;
  for (
    const [email, extra] of [
      [REPORT_USER, []],
      [DETAIL_USER, []],
      [FIRST_ONLY, ["--first", "Solo", "--company", COMPANY]],
    ] as const
  ) {
    await server.createUser(["--email", email, "--password", PASSWORD, "--role", "user", ...extra]);
  }

  await t.step("the report dialog says how many of the selection the period keeps", async () => {
    const { page, context } = await newPage();
    await signInByApi(context, server.url, { email: REPORT_USER, password: PASSWORD });
    const four = await updatesOnDistinctDays(page, 4);
    for (const u of four) {
      const res = await page.request.post(`/api/auth/favorites/${u.id}`, {
        headers: { origin: server.url },
      });
      assert.equal(res.status(), 201);
    }
    await page.goto("/favorites");
    for (const u of four) {
      await page.getByRole("checkbox", { name: selectLabel(u.title), exact: true }).check();
    }
    await page.getByRole("button", { name: generateReport(4) }).click();
    const dialog = page.getByRole("dialog", { name: REPORT_DIALOG.title });
    await dialog.getByText(REPORT_DIALOG.selected(4)).waitFor();
    assert.equal(await dialog.getByTestId("report-in-period").count(), 0);

    // From the third newest's day: the oldest of the four falls outside.
    await dialog.getByLabel(REPORT_DIALOG.fromDate, { exact: true })
      .fill(four[2]!.publishDate.slice(0, 10));
    await dialog.getByText(REPORT_DIALOG.inPeriod(3, 4)).waitFor();
    assert.equal(REPORT_DIALOG.inPeriod(3, 4), "3 of 4 selected fall in this period");
    // The spec's sentence stays as it is, beside the new one.
    await dialog.getByText(REPORT_DIALOG.selected(4)).waitFor();
    await dialog.getByRole("button", { name: REPORT_DIALOG.clearFrom }).click();
    await dialog.getByTestId("report-in-period").waitFor({ state: "detached" });
    await context.close();
  });

  // One context per account for both viewports (resized between them), each signed in once.
  const admin = await newPage({ viewport: VIEWPORTS[0] });
  await signInByApi(admin.context, server.url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  for (const viewport of VIEWPORTS) {
    await t.step(
      `User Management shows the email once and a Company column (${viewport.width} px)`,
      async () => {
        const { page } = admin;
        await page.setViewportSize(viewport);
        await page.goto("/users");
        await page.getByLabel(FILTERS.searchLabel).fill(FIRST_ONLY);
        const row = page.locator(`tr[data-email="${FIRST_ONLY}"]`);
        await row.waitFor();
        const table = page.getByTestId("table-users");
        await table.getByRole("columnheader", { name: "Company" }).waitFor();
        const text = await row.innerText();
        assert.equal(text.split(FIRST_ONLY).length - 1, 1, `the email shows once: ${text}`);
        const cells = row.getByRole("cell");
        assert.match(await cells.nth(0).innerText(), /Solo/);
        assert.equal((await cells.nth(1).innerText()).trim(), COMPANY);
        // The superadmin has no company: the cell says so.
        await page.getByLabel(FILTERS.searchLabel).fill(ADMIN_EMAIL);
        const own = page.locator(`tr[data-email="${ADMIN_EMAIL}"]`);
        await own.waitFor();
        assert.equal(TABLE.columns[1], "Company");
        const overflow = await page.evaluate(() =>
          document.documentElement.scrollWidth - document.documentElement.clientWidth
        );
        assert.equal(overflow, 0, "only the table scrolls sideways, not the page");
      },
    );
  }
  await admin.context.close();

  const visitor = await newPage({ viewport: VIEWPORTS[0] });
  const signedIn = await newPage({ viewport: VIEWPORTS[0] });
  await signInByApi(signedIn.context, server.url, { email: DETAIL_USER, password: PASSWORD });
  for (const viewport of VIEWPORTS) {
    await t.step(
      `the detail page shows when it was verified, and a star and Create task signed in (${viewport.width} px)`,
      async () => {
        await visitor.page.setViewportSize(viewport);
        const [update] = await updatesOnDistinctDays(visitor.page, 1);
        assert.ok(update?.approvedAt);
        await visitor.page.goto(updateDetailPath(update.id));
        const verified = visitor.page.getByTestId("update-detail").locator(
          `time[datetime="${update.approvedAt}"]`,
        );
        await verified.waitFor();
        await visitor.page.getByText(`${DETAIL_PAGE.verified}:`).waitFor();
        // Signed out: nothing to star, no task to create.
        assert.equal(
          await visitor.page.getByRole("button", { name: DETAIL_PAGE.createTask }).count(),
          0,
        );
        assert.equal(await visitor.page.getByTestId("favorite-star").count(), 0);

        const { page } = signedIn;
        await page.setViewportSize(viewport);
        await page.goto(updateDetailPath(update.id));
        const star = page.getByRole("button", { name: starLabel(false, update.title) });
        await star.click();
        const starred = page.getByRole("button", { name: starLabel(true, update.title) });
        await starred.waitFor();
        assert.equal(await starred.getAttribute("aria-pressed"), "true");
        await starred.click(); // back as it was, for the next viewport's run
        await star.waitFor();

        await page.getByRole("button", { name: DETAIL_PAGE.createTask }).click();
        const dialog = page.getByTestId("task-dialog");
        await dialog.getByRole("heading", { name: TASK_DIALOG.createTitle }).waitFor();
        const link = dialog.getByRole("checkbox", { name: update.title });
        assert.equal(await link.getAttribute("aria-checked"), "true");
        const box = await dialog.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, "the dialog fits");
        const title = `Follow up ${viewport.width}: ${update.title}`.slice(0, 200);
        await dialog.getByLabel(TASK_DIALOG.title).fill(title);
        await dialog.getByRole("button", { name: TASK_DIALOG.create }).click();
        await toast(page).getByText(TASK_TOASTS.created.title).waitFor();
        const { tasks } = await (await page.request.get("/api/tasks")).json() as {
          tasks: { title: string; legalUpdates: { id: number }[] }[];
        };
        const made = tasks.find((x) => x.title === title);
        assert.deepEqual(made?.legalUpdates.map((u) => u.id), [update.id]);
      },
    );
  }
  await visitor.context.close();
  await signedIn.context.close();
});
