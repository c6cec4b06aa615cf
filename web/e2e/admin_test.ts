/**
 * Browser tests of the Verification Portal against the real server (web/e2e/harness.ts): the
 * demo seed's pending updates are reviewed with the mouse and with the keyboard, in bulk, in the
 * dialogs, and the approved one is then found in the public listing.
 *
 * On a server of its own (ownServer): the portal is the server's one review queue (every pending
 * update, no search), and this suite reviews it down to empty and counts every update, which
 * would change what the listing and badge suites on the shared server see.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { AdminListResponse, AdminUpdate } from "../../api/schemas/review.ts";
import {
  BULK,
  DETAIL,
  EDIT,
  EMPTY,
  KEYS,
  MANUAL,
  PORTAL,
  ROW,
  TOASTS,
} from "../src/features/admin/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, signInByApi } from "./harness.ts";

const REVIEWER_EMAIL = "reviewer@example.com";
const REVIEWER_PASSWORD = "reviewer-password-1";

const toast = (page: Page) => page.getByTestId("toast");

/** The updates of a status as the API lists them (newest first, like the portal's default). */
async function listed(page: Page, status: string): Promise<AdminUpdate[]> {
  const res = await page.request.get(`/api/admin/legal-updates?status=${status}&limit=1000`);
  assert.equal(res.status(), 200);
  return (await res.json() as AdminListResponse).updates;
}

async function statusOf(page: Page, id: number): Promise<string | undefined> {
  const all = await listed(page, "all");
  return all.find((u) => u.id === id)?.status;
}

async function openPortal(page: Page): Promise<void> {
  await page.goto("/admin");
  await page.getByRole("heading", { name: PORTAL.title, level: 1 }).waitFor();
  await page.getByTestId("updates-table").waitFor();
}

e2eSuite("the Verification Portal", async (t, { server, newPage }) => {
  await server.createUser([
    "--email",
    REVIEWER_EMAIL,
    "--password",
    REVIEWER_PASSWORD,
    "--role",
    "admin",
    "--first",
    "Rita",
  ]);
  const { context, page } = await newPage();
  // The first step opens the portal: signed in without loading the home screen first.
  await signInByApi(context, server.url, { email: REVIEWER_EMAIL, password: REVIEWER_PASSWORD });

  await t.step(
    "an admin sees the portal with Pending chosen and counts on the filters",
    async () => {
      await openPortal(page);
      await page.getByText(PORTAL.subtitle).waitFor();
      assert.equal(await page.getByTestId("filter-pending").getAttribute("aria-pressed"), "true");
      const counts = await (await page.request.get("/api/statistics/update-counts")).json();
      await page.getByTestId("filter-pending").getByText(String(counts.pending)).waitFor();
      const first = (await listed(page, "pending"))[0]!;
      // Default order: newest publishDate first.
      const firstRow = page.locator("tbody tr").first();
      assert.equal(await firstRow.getAttribute("data-testid"), `update-row-${first.id}`);
    },
  );

  await t.step("approving a pending update puts it in the public listing", async () => {
    const target = (await listed(page, "pending"))[0]!;
    await page.getByRole("button", { name: ROW.approve(target.title), exact: true }).click();
    await toast(page).getByText(TOASTS.statusUpdated).waitFor();
    await page.getByTestId(`update-row-${target.id}`).waitFor({ state: "detached" });
    assert.equal(await statusOf(page, target.id), "approved");

    // The public listing call answers it to anyone, signed out included (no cookie: a plain
    // request, no browser context needed)...
    const query = new URLSearchParams({ search: target.title, limit: "1000" });
    const res = await fetch(new URL(`/api/legal-updates?${query}`, server.url));
    assert.equal(res.status, 200);
    const found = (await res.json()).updates.map((u: { id: number }) => u.id);
    assert.ok(found.includes(target.id), "the approved update is in the public listing");
    // ...and the listing screen shows it.
    await page.goto("/");
    await page.getByPlaceholder("Search titles, summaries, categories...").fill(target.title);
    await page.getByText(target.title, { exact: true }).first().waitFor();
  });

  await t.step("the keyboard rejects the active row and focus moves to the next", async () => {
    await openPortal(page);
    const [first, second] = await listed(page, "pending");
    assert.ok(first && second);
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await page.getByTestId("review-announcer").getByText(KEYS.row(1, 20, first.title)).waitFor();
    await page.keyboard.press("r");
    await toast(page).getByText(TOASTS.statusUpdated).waitFor();
    await page.getByTestId("review-announcer").getByText(KEYS.rejected(first.title)).waitFor();
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute("data-testid") === `update-row-${id}`,
      second.id,
    );
    assert.equal(await statusOf(page, first.id), "rejected");
  });

  await t.step("'o' opens the details with the source, summary, content and history", async () => {
    await page.getByTestId("filter-rejected").click();
    await page.getByTestId("updates-table").waitFor();
    await page.locator("tbody tr").first().focus();
    await page.keyboard.press("o");
    const dialog = page.getByTestId("detail-dialog");
    await dialog.waitFor();
    await dialog.getByRole("link", { name: DETAIL.viewSource }).waitFor();
    assert.equal(
      await dialog.getByRole("link", { name: DETAIL.viewSource }).getAttribute("target"),
      "_blank",
    );
    await dialog.getByText(DETAIL.aiSummary, { exact: true }).waitFor();
    await dialog.getByText(DETAIL.fullContent, { exact: true }).waitFor();
    await dialog.getByTestId("status-history").getByText("Pending → Rejected").waitFor();
    await dialog.getByText("by Rita").waitFor();
    // Beyond j, a and r (the dialog's review keys, review_dialog_test.ts), keys do nothing here.
    await page.keyboard.press("x");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  await t.step("bulk actions need a selection, then apply to every selected row", async () => {
    await page.getByTestId("filter-pending").click();
    await page.getByTestId("updates-table").waitFor();
    await page.getByRole("button", { name: BULK.approve }).click();
    await toast(page).getByText(TOASTS.noSelection.title).waitFor();
    const [a, b] = await listed(page, "pending");
    assert.ok(a && b);
    await page.getByRole("checkbox", { name: ROW.select(a.title), exact: true }).click();
    await page.getByRole("checkbox", { name: ROW.select(b.title), exact: true }).click();
    await page.getByText(BULK.selected(2)).waitFor();
    await page.getByRole("button", { name: BULK.reject }).click();
    await toast(page).getByText(TOASTS.bulkUpdated).waitFor();
    await page.getByText(BULK.selected(0)).waitFor();
    assert.equal(await statusOf(page, a.id), "rejected");
    assert.equal(await statusOf(page, b.id), "rejected");
  });

  await t.step("the row menu's Edit saves a new title", async () => {
    const target = (await listed(page, "pending"))[0]!;
    await page.getByRole("button", { name: ROW.menu(target.title), exact: true }).click();
    await page.getByRole("menuitem", { name: ROW.edit }).click();
    const dialog = page.getByRole("dialog", { name: EDIT.title });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel(EDIT.summary).getAttribute("rows"), "3");
    assert.equal(await dialog.getByLabel(EDIT.content).getAttribute("rows"), "10");
    await dialog.getByLabel(EDIT.fieldTitle).fill("");
    await dialog.getByRole("button", { name: EDIT.save }).click();
    await dialog.getByText("Title is required").waitFor();
    await dialog.getByLabel(EDIT.fieldTitle).fill(`${target.title} (edited)`);
    await dialog.getByRole("button", { name: EDIT.save }).click();
    await toast(page).getByText(TOASTS.updateUpdated).waitFor();
    await page.getByText(`${target.title} (edited)`, { exact: true }).waitFor();
  });

  await t.step("the manual update dialog checks its fields with the spec's messages", async () => {
    await page.getByRole("button", { name: PORTAL.createManual }).click();
    const dialog = page.getByRole("dialog", { name: MANUAL.title });
    await dialog.waitFor();
    await dialog.getByText(MANUAL.note).waitFor();
    await dialog.getByRole("button", { name: MANUAL.submit }).click();
    for (
      const message of [
        "Title is required",
        "Please enter a valid URL",
        "Please select a jurisdiction",
        "Please select an industry category",
        "Source name is required",
      ]
    ) {
      await dialog.getByText(message).waitFor();
    }
    await dialog.getByRole("button", { name: MANUAL.cancel }).click();
    await dialog.waitFor({ state: "detached" });
  });

  await t.step("All shows every update, 20 per page, and sorting by status", async () => {
    await page.getByTestId("filter-all").click();
    const total = (await listed(page, "all")).length;
    await page.getByText(`Showing 1 to 20 of ${total} results`).waitFor();
    await page.getByRole("button", { name: "Page 2" }).click();
    await page.getByText(`Showing 21 to 40 of ${total} results`).waitFor();
    await page.getByRole("button", { name: "Page 1" }).click();
    // A new column sorts ascending first: pending rows come first.
    await page.getByTestId("sort-status").click();
    const firstStatus = await page.locator("tbody tr").first().getByRole("combobox").first()
      .textContent();
    assert.equal(firstStatus?.trim(), "Pending");
  });

  await t.step("an admin does not see Source Management", async () => {
    await page.goto("/jurisdictions");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  });

  await t.step("a superadmin with nothing pending sees the empty state", async () => {
    const { context, page: sa } = await newPage();
    await signInByApi(context, server.url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const pending = await listed(sa, "pending");
    const res = await sa.request.patch("/api/legal-updates/bulk-status", {
      data: { ids: pending.map((u) => u.id), statusUpdate: { status: "approved" } },
      headers: { origin: server.url },
    });
    assert.equal(res.status(), 200);
    await openPortalEmpty(sa);
    await context.close();
  });
}, { ownServer: true });

async function openPortalEmpty(page: Page): Promise<void> {
  await page.goto("/admin");
  await page.getByTestId("portal-empty").getByText(EMPTY.title).waitFor();
  await page.getByText(EMPTY.hint).waitFor();
}
