/**
 * Browser test of the Tasks screen against the real server (web/e2e/harness.ts): a task linked
 * to a favorite, search, sorting by risk, completing it (it moves last, 'Closed:' shows) and
 * deleting it. Texts come from the modules the screen uses.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { CARD, DELETE, DIALOG, SCREEN, TOASTS, VALIDATION } from "../src/features/tasks/strings.ts";
import { e2eSuite, openSignedIn } from "./harness.ts";

/** This suite's own account: its tasks and favorites are nobody else's. */
const USER_EMAIL = "tasks.user@example.com";
const USER_PASSWORD = "tasks-password-123";

const toast = (page: Page) => page.getByTestId("toast");
const cards = (page: Page) => page.getByTestId("task-card");
const cardTitles = (page: Page) => cards(page).locator("h2").allTextContents();

/** 'yyyy-MM-dd' of today plus `days` in the browser's zone (the test and browser share it). */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function choose(page: Page, trigger: string, option: string) {
  await page.getByLabel(trigger, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

e2eSuite("tasks: create linked to a favorite, search, sort, complete, delete", async (t, ctx) => {
  await ctx.server.createUser([
    "--email",
    USER_EMAIL,
    "--password",
    USER_PASSWORD,
    "--role",
    "user",
  ]);
  const { page, context } = await ctx.newPage();
  await openSignedIn(page, USER_EMAIL, USER_PASSWORD);
  const favorite = await page.evaluate(async () => {
    const listing = await (await fetch("/api/legal-updates?limit=1")).json();
    const update = listing.updates[0] as { id: number; title: string; sourceUrl: string };
    const res = await fetch(`/api/auth/favorites/${update.id}`, { method: "POST" });
    return { ...update, status: res.status };
  });
  assert.ok(favorite.status === 201 || favorite.status === 200, `favorite: ${favorite.status}`);

  await t.step("an empty list invites to create the first task", async () => {
    await page.goto("/tasks");
    await page.getByRole("heading", { name: SCREEN.title, level: 1 }).waitFor();
    await page.getByText(SCREEN.intro).waitFor();
    await page.getByText(SCREEN.emptyTitle).waitFor();
    await page.getByText(SCREEN.emptyText).waitFor();
  });

  await t.step("a blank title is refused under the title field", async () => {
    await page.getByRole("button", { name: SCREEN.createTask }).first().click();
    const dialog = page.getByRole("dialog", { name: DIALOG.createTitle });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: DIALOG.create }).click();
    await dialog.getByText(VALIDATION.titleRequired).waitFor();
    assert.equal(await dialog.isVisible(), true);
  });

  await t.step("a task is created with a link to the favorite", async () => {
    const dialog = page.getByRole("dialog", { name: DIALOG.createTitle });
    await dialog.getByLabel(DIALOG.title).fill("Assess zebra obligations");
    await dialog.getByLabel(DIALOG.description).fill("Map the new duties to our processes");
    await dialog.getByLabel(DIALOG.owner, { exact: true }).fill("Dana Scully");
    await dialog.getByLabel(DIALOG.department, { exact: true }).fill("Legal");
    await dialog.getByLabel(DIALOG.dueDate).fill(day(-1));
    await dialog.getByText(DIALOG.links).waitFor();
    const search = dialog.getByLabel(DIALOG.linksSearchLabel);
    await search.fill("no such update at all");
    await dialog.getByText(DIALOG.noLinks).waitFor();
    await search.fill(favorite.title.slice(0, 12));
    await dialog.getByRole("checkbox", { name: favorite.title }).check();
    await dialog.getByRole("button", { name: DIALOG.create }).click();
    await toast(page).getByText(TOASTS.created.title).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const card = cards(page).filter({ hasText: "Assess zebra obligations" });
    await card.getByText(CARD.linked(1)).waitFor();
    const link = card.getByRole("link", { name: favorite.title });
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.equal(await link.getAttribute("rel"), "noopener noreferrer");
    assert.equal(await link.getAttribute("href"), new URL(favorite.sourceUrl).href);
    await card.getByText(CARD.risk("low")).waitFor();
    await card.getByText(`${CARD.owner} Dana Scully`).waitFor();
    await card.getByText(CARD.overdue).waitFor();
    assert.match(
      await card.getByTestId("task-due").textContent() ?? "",
      /^Due: \w{3} \d{1,2}, \d{4}$/,
    );
  });

  await t.step(
    "a second, high-risk task is created and suggestions offer earlier values",
    async () => {
      await page.getByRole("button", { name: SCREEN.createTask }).first().click();
      const dialog = page.getByRole("dialog", { name: DIALOG.createTitle });
      await dialog.getByLabel(DIALOG.title).fill("Update privacy notice");
      await dialog.getByLabel(DIALOG.dueDate).fill(day(30));
      const owners = await dialog.locator("datalist").first().locator("option").evaluateAll(
        (options) => options.map((o) => (o as HTMLOptionElement).value),
      );
      assert.deepEqual(owners, ["Dana Scully"]);
      await choose(page, DIALOG.riskScore, "High");
      await dialog.getByRole("button", { name: DIALOG.create }).click();
      await toast(page).getByText(TOASTS.created.title).waitFor();
      await cards(page).filter({ hasText: "Update privacy notice" }).waitFor();
      assert.deepEqual(await cardTitles(page), [
        "Assess zebra obligations",
        "Update privacy notice",
      ]);
    },
  );

  await t.step("search finds the task by a word of its description, in any case", async () => {
    await page.getByLabel(SCREEN.searchLabel).fill("NEW DUTIES");
    await page.waitForFunction(() =>
      document.querySelectorAll("[data-testid=task-card]").length === 1
    );
    assert.deepEqual(await cardTitles(page), ["Assess zebra obligations"]);
    await page.getByLabel(SCREEN.searchLabel).fill("");
    await page.waitForFunction(() =>
      document.querySelectorAll("[data-testid=task-card]").length === 2
    );
  });

  await t.step("sorting by risk puts the high-risk task first", async () => {
    await choose(page, SCREEN.sortLabel, "Risk Score");
    assert.deepEqual(await cardTitles(page), ["Update privacy notice", "Assess zebra obligations"]);
    await choose(page, SCREEN.sortLabel, "Due Date");
    assert.deepEqual(await cardTitles(page), ["Assess zebra obligations", "Update privacy notice"]);
  });

  await t.step("completing a task moves it last and shows when it closed", async () => {
    await page.getByRole("button", { name: CARD.edit("Assess zebra obligations") }).click();
    const dialog = page.getByRole("dialog", { name: DIALOG.editTitle });
    assert.equal(await dialog.getByLabel(DIALOG.title).inputValue(), "Assess zebra obligations");
    assert.equal(await dialog.getByRole("checkbox", { name: favorite.title }).isChecked(), true);
    await choose(page, DIALOG.status, "Completed");
    await dialog.getByRole("button", { name: DIALOG.update }).click();
    await toast(page).getByText(TOASTS.updated.title).waitFor();
    const card = cards(page).filter({ hasText: "Assess zebra obligations" });
    await card.getByTestId("task-closed").waitFor();
    assert.match(await card.getByTestId("task-closed").textContent() ?? "", /^Closed: \w{3} \d/);
    assert.equal(await card.getByText(CARD.overdue).count(), 0);
    assert.deepEqual(await cardTitles(page), ["Update privacy notice", "Assess zebra obligations"]);
    await card.getByText(CARD.linked(1)).waitFor();
  });

  await t.step("the status filter shows only completed tasks", async () => {
    await choose(page, SCREEN.statusFilterLabel, "Completed");
    assert.deepEqual(await cardTitles(page), ["Assess zebra obligations"]);
    await choose(page, SCREEN.statusFilterLabel, "All Tasks");
  });

  await t.step("deleting asks first, then removes the task", async () => {
    await page.getByRole("button", { name: CARD.delete("Assess zebra obligations") }).click();
    const confirm = page.getByRole("alertdialog", {
      name: DELETE.confirm("Assess zebra obligations"),
    });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: DELETE.action }).click();
    await toast(page).getByText(TOASTS.deleted.description).waitFor();
    await page.waitForFunction(() =>
      document.querySelectorAll("[data-testid=task-card]").length === 1
    );
    assert.deepEqual(await cardTitles(page), ["Update privacy notice"]);
  });

  await t.step("the screen fits a 375 px wide phone", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await cards(page).first().waitFor();
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    assert.equal(overflow, 0);
    await page.getByRole("button", { name: SCREEN.createTask }).first().click();
    await page.getByRole("dialog", { name: DIALOG.createTitle }).waitFor();
    const dialogFits = await page.getByRole("dialog").evaluate((el) =>
      el.getBoundingClientRect().right <= globalThis.innerWidth
    );
    assert.equal(dialogFits, true);
  });
  await context.close();
});
