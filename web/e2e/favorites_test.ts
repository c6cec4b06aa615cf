/**
 * Browser tests of favorites against the real server (web/e2e/harness.ts): star an update on the
 * listing, find it on /favorites, select (the select-all goes indeterminate), the report button
 * and its placeholder dialog, remove it there, and the empty state.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { STAR_TOASTS } from "../src/features/legal_updates/strings.ts";
import {
  favoriteCount,
  FAVORITES_TEXT,
  FAVORITES_TOASTS,
  generateReport,
  selectLabel,
} from "../src/features/favorites/strings.ts";
import { e2eSuite, openSignedIn } from "./harness.ts";

const USER_EMAIL = "favorites.user@example.com";
const USER_PASSWORD = "favorites-password-1";

const toast = (page: Page) => page.getByTestId("toast");

e2eSuite("favorites", async (t, { server, newPage }) => {
  await server.createUser(["--email", USER_EMAIL, "--password", USER_PASSWORD, "--role", "user"]);
  const { context, page } = await newPage();
  await openSignedIn(page, USER_EMAIL, USER_PASSWORD);
  const rows = page.getByTestId("update-row");
  await rows.first().waitFor();
  const titles: string[] = [];

  await t.step("starring updates on the listing toasts and presses the star", async () => {
    for (const i of [0, 1]) {
      const row = rows.nth(i);
      titles.push((await row.getByRole("link").first().innerText()).trim());
      const star = row.getByTestId("favorite-star");
      assert.equal(await star.getAttribute("aria-pressed"), "false");
      await star.click();
      await toast(page).getByText(STAR_TOASTS.added.title).waitFor();
      await row.locator("[data-testid=favorite-star][aria-pressed=true]").waitFor();
    }
  });

  await t.step("the favorites screen lists them, newest favorite first", async () => {
    await page.getByRole("link", { name: "Favorites", exact: true }).click();
    await page.getByRole("heading", { name: FAVORITES_TEXT.title }).waitFor();
    const favorites = page.getByTestId("favorite-row");
    await favorites.first().waitFor();
    assert.equal(await favorites.count(), 2);
    assert.equal((await favorites.first().getByRole("link").innerText()).trim(), titles[1]);
    assert.equal(await page.getByTestId("favorites-count").innerText(), favoriteCount(2));
    // Long US dates.
    assert.match(
      await favorites.first().locator("time").innerText(),
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
  });

  await t.step(
    "select-all goes indeterminate; the report button counts the selection",
    async () => {
      const report = page.getByRole("button", { name: /^Generate Report/ });
      assert.equal(await report.innerText(), generateReport(0));
      assert.equal(await report.isDisabled(), true);
      // Pressed with nothing selected, it says why.
      await report.click({ force: true });
      await toast(page).getByText(FAVORITES_TOASTS.noSelection.title).waitFor();
      await page.getByRole("checkbox", { name: selectLabel(titles[0]!) }).click();
      const all = page.getByRole("checkbox", { name: FAVORITES_TEXT.selectAll });
      assert.equal(await all.getAttribute("data-state"), "indeterminate");
      assert.equal(await all.getAttribute("aria-checked"), "mixed");
      await all.click();
      assert.equal(await all.getAttribute("data-state"), "checked");
      assert.equal(await report.innerText(), generateReport(2));
      await report.click();
      await page.getByRole("dialog").waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await all.click();
      assert.equal(await all.getAttribute("data-state"), "unchecked");
    },
  );

  await t.step("removing one toasts its title and drops the row", async () => {
    const title = titles[1]!;
    await page.getByRole("button", { name: `Remove "${title}" from favorites` }).click();
    await toast(page).getByText(FAVORITES_TOASTS.removed(title).description).waitFor();
    await page.getByTestId("favorite-row").filter({ hasText: title }).waitFor({
      state: "detached",
    });
    assert.equal(await page.getByTestId("favorites-count").innerText(), favoriteCount(1));
  });

  await t.step("unstarring on the listing; then the empty state links back", async () => {
    await page.getByRole("link", { name: "Legal Updates", exact: true }).click();
    const row = rows.filter({ hasText: titles[0]! });
    await row.locator("[data-testid=favorite-star][aria-pressed=true]").click();
    await toast(page).getByText(STAR_TOASTS.removed.title).waitFor();
    await row.locator("[data-testid=favorite-star][aria-pressed=false]").waitFor();
    await page.getByRole("link", { name: "Favorites", exact: true }).click();
    await page.getByText(FAVORITES_TEXT.emptyTitle).waitFor();
    await page.getByRole("link", { name: FAVORITES_TEXT.browse }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await rows.first().waitFor();
  });

  await context.close();
});
