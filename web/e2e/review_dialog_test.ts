/**
 * Browser test of reviewing from the detail dialog (issue 25, item 3) against the real server:
 * `o` opens an update, `a` approves it there, `j` moves to the next pending update, `r` opens the
 * optional reason (Enter rejects), the reason shows in the dialog's history, and the status
 * toast's Undo puts the previous status back, recorded as a change of its own.
 *
 * On a server of its own (ownServer): it reviews the demo's pending updates, which would change
 * the counts other suites assert on the shared server.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { AdminListResponse } from "../../api/schemas/review.ts";
import { DETAIL, DIALOG_REVIEW, PORTAL, ROW, TOASTS, UNDO } from "../src/features/admin/strings.ts";
import { expectAccessible } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, openSignedIn } from "./harness.ts";

/** The status of update `id` as the server has it. */
async function statusOf(page: Page, id: number): Promise<string | undefined> {
  const res = await page.request.get("/api/admin/legal-updates?status=all&limit=1000");
  return (await res.json() as AdminListResponse).updates.find((u) => u.id === id)?.status;
}

/** Waits until the server has `status` for update `id` (the call runs after the key press). */
async function waitForStatus(page: Page, id: number, status: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await statusOf(page, id) === status) return;
    await page.waitForTimeout(100);
  }
  assert.equal(await statusOf(page, id), status);
}

e2eSuite("reviewing from the detail dialog", async (t, { newPage }) => {
  const { page } = await newPage();
  await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, "/admin");
  await page.getByRole("heading", { name: PORTAL.title, level: 1 }).waitFor();
  await page.getByTestId("updates-table").waitFor();
  const res = await page.request.get("/api/admin/legal-updates?status=pending&limit=1000");
  const [first, second, third] = (await res.json() as AdminListResponse).updates;
  assert.ok(first && second && third);
  const dialog = page.getByTestId("detail-dialog");
  const toast = page.getByTestId("toast");
  const history = dialog.getByTestId("status-history");

  await t.step("'a' in the dialog approves the update shown, which stays in view", async () => {
    await page.locator("tbody tr").first().focus();
    await page.keyboard.press("o");
    await dialog.getByRole("heading", { name: first.title }).waitFor();
    const decision = dialog.getByRole("group", { name: DIALOG_REVIEW.actions });
    for (const name of [DIALOG_REVIEW.approve, DIALOG_REVIEW.reject, DIALOG_REVIEW.next]) {
      await decision.getByRole("button", { name }).waitFor();
    }
    // The spec's buttons are still there.
    await dialog.getByRole("button", { name: DETAIL.edit }).waitFor();
    await page.keyboard.press("a");
    await toast.getByText(TOASTS.statusUpdated).waitFor();
    await waitForStatus(page, first.id, "approved");
    await history.getByText("Pending → Approved").waitFor();
    await dialog.getByRole("heading", { name: first.title }).waitFor();
    assert.equal(
      await decision.getByRole("button", { name: DIALOG_REVIEW.approve }).isDisabled(),
      true,
    );
  });

  await t.step("'j' in the dialog shows the next pending update", async () => {
    await page.keyboard.press("j");
    await dialog.getByRole("heading", { name: second.title }).waitFor();
    await dialog.getByText(DETAIL.noHistory).waitFor();
  });

  await t.step("'r' asks for a reason; Enter rejects and the history keeps it", async () => {
    await page.keyboard.press("r");
    const reason = dialog.getByLabel(DIALOG_REVIEW.reason);
    await reason.waitFor();
    await expectAccessible(page, "detail dialog with the reason field", {
      scope: '[data-testid="detail-dialog"]',
    });
    // Typed into the field, j, a and r are text, not review keys.
    await page.keyboard.type("a duplicate, just reprinted");
    assert.equal(await reason.inputValue(), "a duplicate, just reprinted");
    assert.equal(await statusOf(page, second.id), "pending");
    await page.keyboard.press("Enter");
    await toast.getByText(TOASTS.statusUpdated).waitFor();
    await waitForStatus(page, second.id, "rejected");
    await history.getByText("Pending → Rejected").waitFor();
    await history.getByText(DETAIL.historyReason("a duplicate, just reprinted")).waitFor();
    await reason.waitFor({ state: "detached" });
  });

  await t.step("Undo restores the previous status, as a change of its own", async () => {
    // The toast offers it; so does the dialog, which keeps focus and screen readers inside it.
    await toast.getByTestId("toast-undo").waitFor();
    await dialog.getByRole("button", { name: UNDO.action }).click();
    await toast.getByText(UNDO.undone("Pending")).waitFor();
    await waitForStatus(page, second.id, "pending");
    await history.getByText("Rejected → Pending").waitFor();
    await dialog.getByRole("heading", { name: second.title }).waitFor();
    // Next goes on from the update shown: the third one.
    await dialog.getByRole("button", { name: DIALOG_REVIEW.next }).click();
    await dialog.getByRole("heading", { name: third.title }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.equal(await statusOf(page, first.id), "approved");
  });

  await t.step("the status toast's Undo works for a decision taken in the table", async () => {
    await page.getByRole("button", { name: ROW.approve(third.title), exact: true }).click();
    await waitForStatus(page, third.id, "approved");
    await toast.getByRole("button", { name: UNDO.action }).click();
    await toast.getByText(UNDO.undone("Pending")).waitFor();
    await waitForStatus(page, third.id, "pending");
    await page.getByTestId(`update-row-${third.id}`).waitFor();
  });
}, { ownServer: true });
