/**
 * Browser test of issue 25 item 9, "Forms say what is wrong where it is wrong", against the real
 * server (web/e2e/harness.ts): a field's error is under its field (a client-side check and a
 * server's refusal), a refusal that names no field is one message inside the dialog above its
 * buttons, a toast shown while a dialog is open never lies over the dialog's buttons (1366 and
 * 375 px wide), and a Save with nothing to save is disabled and looks it.
 *
 * On the shared server: the refused requests change nothing, and the one task made is deleted
 * within its step. One browser context per viewport, each signed in once.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { type Task, TASK_MESSAGES } from "../../api/schemas/tasks.ts";
import { USER_MESSAGES } from "../../api/schemas/users.ts";
import { COMPANY_CARD } from "../src/features/profile/strings.ts";
import { CARD, DIALOG, SCREEN, VALIDATION } from "../src/features/tasks/strings.ts";
import { ADD_USER, BUTTONS, TOASTS as USER_TOASTS } from "../src/features/users/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, openSignedIn } from "./harness.ts";

/** The admin's task of the form-level step, deleted within it. */
const PROBE_TASK = "Form errors probe task";

/**
 * The text that `field` names as its error (aria-describedby), after checking that the field is
 * marked invalid and that the text sits under it, inside `container`.
 */
async function errorUnder(field: Locator, container: Locator): Promise<string> {
  assert.equal(await field.getAttribute("aria-invalid"), "true", "the field is marked invalid");
  const id = await field.getAttribute("aria-describedby");
  assert.ok(id, "the field points at its message");
  const message = container.locator(`[id="${id.split(" ").at(-1)}"]`);
  const [fieldBox, messageBox] = [await field.boundingBox(), await message.boundingBox()];
  assert.ok(fieldBox && messageBox, "the field and its message are shown");
  assert.ok(messageBox.y >= fieldBox.y + fieldBox.height, "the message is under the field");
  return (await message.textContent()) ?? "";
}

/** Opens Add User and submits an email that an account already has; answers the dialog. */
async function addTakenEmail(page: Page): Promise<Locator> {
  await page.goto("/users");
  await page.getByRole("button", { name: BUTTONS.addUser }).click();
  const dialog = page.getByRole("dialog", { name: ADD_USER.title });
  await dialog.getByLabel("Email").fill(ADMIN_EMAIL);
  await dialog.getByRole("button", { name: BUTTONS.createUser }).click();
  await page.getByTestId("toast").getByText(USER_MESSAGES.emailTaken).waitFor();
  return dialog;
}

/**
 * The dialog's buttons whose shown part (what the scrolled panel does not clip) meets the toast's
 * box, and whether `pressed` is wholly in view in the panel.
 */
async function underToast(dialog: Locator, pressed: string) {
  return await dialog.evaluate((panel, pressed) => {
    const toast = document.querySelector('[data-testid="toast"]');
    if (!toast) throw new Error("no toast is shown");
    const t = toast.getBoundingClientRect();
    const p = panel.getBoundingClientRect();
    const shown = (b: DOMRect) => ({
      left: Math.max(b.left, p.left),
      right: Math.min(b.right, p.right),
      top: Math.max(b.top, p.top),
      bottom: Math.min(b.bottom, p.bottom),
    });
    const buttons = [...panel.querySelectorAll("button")];
    const covered = buttons
      .filter((button) => {
        const b = shown(button.getBoundingClientRect());
        return b.left < b.right && b.top < b.bottom && b.left < t.right && t.left < b.right &&
          b.top < t.bottom && t.top < b.bottom;
      })
      .map((button) => button.textContent?.trim() || button.getAttribute("aria-label") || "?");
    const button = buttons.find((b) => b.textContent?.trim() === pressed);
    const r = button?.getBoundingClientRect();
    const inView = !!r && r.top >= p.top && r.bottom <= p.bottom;
    return { covered, inView };
  }, pressed);
}

/**
 * underToast once the dialog has made room for the toast: the panel shrinks and scrolls the
 * pressed button back into view over the next frames, later on a loaded machine.
 */
async function underToastSettled(dialog: Locator, pressed: string) {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const seen = await underToast(dialog, pressed);
    if ((seen.inView && seen.covered.length === 0) || Date.now() > deadline) return seen;
    await dialog.page().waitForTimeout(50);
  }
}

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

e2eSuite("issue 25: forms say what is wrong where it is wrong", async (t, { newPage }) => {
  const { page } = await newPage({ viewport: DESKTOP });
  await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, "/tasks");

  await t.step("a task's blank title is said under the title field", async () => {
    await page.getByRole("button", { name: SCREEN.createTask }).first().click();
    const dialog = page.getByRole("dialog", { name: DIALOG.createTitle });
    await dialog.getByRole("button", { name: DIALOG.create }).click();
    const title = dialog.getByLabel(DIALOG.title);
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"] [aria-invalid="true"]') !== null
    );
    assert.equal(await errorUnder(title, dialog), VALIDATION.titleRequired);
    await dialog.getByRole("button", { name: DIALOG.cancel }).click();
    await dialog.waitFor({ state: "detached" });
  });

  await t.step("a taken email is said under the email field; the spec's toast stays", async () => {
    const dialog = await addTakenEmail(page);
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"] input[type="email"][aria-invalid="true"]') !== null
    );
    assert.equal(await errorUnder(dialog.getByLabel("Email"), dialog), USER_MESSAGES.emailTaken);
    // Spec part 2 §8: 'Failed to create user' failures are toasts titled 'Error'.
    await page.getByTestId("toast").getByText(USER_TOASTS.errorTitle).waitFor();
  });

  await t.step("the toast covers none of the dialog's buttons, at 1366 and 375 px", async () => {
    const dialog = page.getByRole("dialog", { name: ADD_USER.title });
    await dialog.getByRole("button", { name: BUTTONS.createUser }).click(); // a fresh toast
    await page.getByTestId("toast").getByText(USER_MESSAGES.emailTaken).waitFor();
    assert.deepEqual(await underToastSettled(dialog, BUTTONS.createUser), {
      covered: [],
      inView: true,
    }, "at 1366 px");
    // White text on the destructive red at full opacity: 4.5:1 (ADR 0127).
    const opacity = await page.getByTestId("toast").getByText(USER_MESSAGES.emailTaken)
      .evaluate((el) => getComputedStyle(el).opacity);
    assert.equal(opacity, "1", "the toast's text is not faded");
    await dialog.getByRole("button", { name: BUTTONS.cancel }).click();
    await dialog.waitFor({ state: "detached" });

    // The same signed-in page at a phone's size (a new context would cost a sign-in), and back.
    await page.setViewportSize(PHONE);
    const small = await addTakenEmail(page);
    // The toast takes room under the panel, which keeps the pressed button in view.
    assert.deepEqual(await underToastSettled(small, BUTTONS.createUser), {
      covered: [],
      inView: true,
    }, "at 375 px");
    await page.setViewportSize(DESKTOP);
  });

  await t.step(
    "an edit's Update waits for a change; a refusal naming no field is above it",
    async () => {
      const origin = { origin: new URL(page.url()).origin };
      const made = await page.request.post("/api/tasks", {
        data: { title: PROBE_TASK },
        headers: origin,
      });
      assert.equal(made.status(), 201, await made.text());
      const { id } = await made.json() as Task;
      await page.goto("/tasks");
      await page.getByRole("button", { name: CARD.edit(PROBE_TASK) }).click();
      const dialog = page.getByRole("dialog", { name: DIALOG.editTitle });
      const update = dialog.getByRole("button", { name: DIALOG.update });
      await update.waitFor();
      assert.equal(await update.isDisabled(), true, "nothing changed yet");
      assert.equal(await update.evaluate((el) => getComputedStyle(el).opacity), "0.5");

      // Deleted meanwhile (elsewhere): the save is refused with a 404 that names no field.
      const gone = await page.request.delete(`/api/tasks/${id}`, { headers: origin });
      assert.equal(gone.status(), 200, await gone.text());
      await dialog.getByLabel(DIALOG.title).fill(`${PROBE_TASK} (edited)`);
      assert.equal(await update.isDisabled(), false, "a change can be saved");
      await update.click();
      const message = dialog.getByRole("alert");
      await message.getByText(TASK_MESSAGES.notFound).waitFor();
      const [messageBox, updateBox] = [await message.boundingBox(), await update.boundingBox()];
      assert.ok(messageBox && updateBox);
      assert.ok(
        messageBox.y + messageBox.height <= updateBox.y,
        "the message is above the buttons",
      );
      await dialog.getByRole("button", { name: DIALOG.cancel }).click();
      await dialog.waitFor({ state: "detached" });
    },
  );

  await t.step("a Save with nothing to save is disabled and looks it", async () => {
    await page.goto("/profile");
    const save = page.getByRole("button", { name: COMPANY_CARD.save });
    const website = page.getByLabel(COMPANY_CARD.website);
    await save.waitFor();
    assert.equal(await save.isDisabled(), true, "no change yet");
    assert.equal(await save.evaluate((el) => getComputedStyle(el).opacity), "0.5");
    await website.fill("https://changed.example");
    assert.equal(await save.isDisabled(), false, "a change can be saved");
    assert.equal(await save.evaluate((el) => getComputedStyle(el).opacity), "1");
  });
});
