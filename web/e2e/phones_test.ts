/**
 * Issue 25 item 6, phones, against the real server and its demo content: at 375 px no screen,
 * signed out or in, scrolls sideways (with a source whose URL is very long and whose sync
 * failed), the rows of Favorites, the listing, the Verification Portal and User Management are
 * cards whose actions are on screen and whose dates are whole, and the listing's filters fold
 * behind a 'Filters' toggle; at 1366 px the same screens are still tables with their filters open.
 * One browser context per viewport, signed in once as the superadmin (ADR 0122).
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import type { ListingResponse } from "../../api/schemas/legal_updates.ts";
import { ROW } from "../src/features/admin/strings.ts";
import { removeLabel } from "../src/features/favorites/strings.ts";
import { activeFilters, LISTING_TEXT } from "../src/features/legal_updates/strings.ts";
import { SOURCES } from "../src/features/sources/strings.ts";
import { BUTTONS } from "../src/features/users/strings.ts";
import { updateDetailPath } from "../src/lib/pages.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  callApi,
  e2eSuite,
  navigateInApp,
  settle,
  signIn,
} from "./harness.ts";

const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;
const SOURCE_NAME = "Phones: a source with a very long address";
// Port 9 (discard) refuses: the sync fails and the source shows its error.
const LONG_URL = `http://127.0.0.1:9/${"a-very-long-path-segment-without-a-break".repeat(10)}?q=${
  "x".repeat(150)
}`;

/** The page is no wider than the viewport: nothing scrolls sideways. */
async function fitsWidth(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `${where}: the page is ${width} px wide at ${PHONE.width} px`);
}

/** The element lies inside the phone's width, and no box around it scrolls sideways. */
async function onScreen(locator: Locator, what: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const scroller = await locator.evaluate((el) => {
    for (let box = el.parentElement; box; box = box.parentElement) {
      const { overflowX } = getComputedStyle(box);
      const scrolls = overflowX === "auto" || overflowX === "scroll";
      if (scrolls && box.scrollWidth > box.clientWidth + 1) return box.scrollWidth;
    }
    return null;
  });
  assert.equal(scroller, null, `${what} sits in a ${scroller} px wide sideways scroll`);
  const box = await locator.boundingBox();
  assert.ok(
    box && box.x >= 0 && box.x + box.width <= PHONE.width,
    `${what} is within 0..${PHONE.width} px: ${JSON.stringify(box)}`,
  );
}

/** A date shows on one line: whole, never broken inside a word. */
async function wholeDate(time: Locator, what: string): Promise<void> {
  const lines = await time.evaluate((el) => {
    const tops = [...el.getClientRects()].map((r) => Math.round(r.top));
    return new Set(tops).size;
  });
  assert.equal(lines, 1, `${what}: the date is on one line`);
}

e2eSuite("issue 25 item 6: phones get cards, whole dates and folded filters", async (t, ctx) => {
  const { context, page } = await ctx.newPage({ viewport: PHONE });
  const listing = await (await page.request.get("/api/legal-updates?limit=3"))
    .json() as ListingResponse;
  const [first] = listing.updates;
  assert.ok(first, "the demo seed has approved updates");

  await t.step("375 px, signed out: sign-in, reset, listing and detail fit", async () => {
    for (const path of ["/auth", "/forgot-password", "/overview", updateDetailPath(first.id)]) {
      await page.goto(path);
      await page.getByRole("heading").first().waitFor();
      await fitsWidth(page, `signed out ${path}`);
    }
  });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const u of listing.updates) await callApi(page, "POST", `/api/auth/favorites/${u.id}`);
  await callApi(page, "POST", "/api/tasks", {
    title: "Phones: follow up",
    description: `See ${LONG_URL}`,
    legalUpdateIds: [first.id],
  });
  const jurisdictions = await (await page.request.get("/api/jurisdictions")).json() as {
    id: number;
    name: string;
  }[];
  const source = await callApi<{ id: number }>(page, "POST", "/api/rss-sources", {
    jurisdictionId: jurisdictions[0]!.id,
    name: SOURCE_NAME,
    url: LONG_URL,
  });
  await page.request.post(`/api/rss-sources/${source.id}/sync`, {
    headers: { origin: new URL(page.url()).origin },
  });

  await t.step("375 px: every signed-in screen fits", async () => {
    for (
      const path of ["/", "/home", "/tasks", "/alerts", "/profile", updateDetailPath(first.id)]
    ) {
      await page.goto(path);
      await page.getByRole("heading").first().waitFor();
      await settle(page);
      await fitsWidth(page, path);
    }
    await page.goto("/admin");
    await page.getByTestId("portal-tab-quality").click();
    await page.waitForLoadState("networkidle");
    await fitsWidth(page, "the Quality tab");
  });

  await t.step("375 px: Favorites are cards with Remove on screen and whole dates", async () => {
    await navigateInApp(page, "/favorites");
    const card = page.getByTestId("favorite-row").first();
    await card.waitFor();
    await fitsWidth(page, "/favorites");
    await onScreen(page.getByRole("button", { name: removeLabel(first.title) }), "Remove");
    for (const time of await page.getByTestId("favorite-row").locator("time").all()) {
      await wholeDate(time, "Favorites");
    }
  });

  await t.step("375 px: the listing shows every field on screen, filters folded", async () => {
    await navigateInApp(page, "/overview");
    const row = page.getByTestId("update-row").first();
    await row.waitFor();
    await fitsWidth(page, "/overview");
    // Jurisdiction and Category were behind a sideways scroll: now on the card, on screen.
    await onScreen(row.getByRole("cell").nth(2), "the Jurisdiction");
    await onScreen(row.getByRole("cell").nth(3), "the Industry Category");
    await wholeDate(row.locator("time").first(), "the listing");

    const toggle = page.getByRole("button", { name: new RegExp(`^${LISTING_TEXT.filters}`) });
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    const search = page.getByPlaceholder(LISTING_TEXT.searchPlaceholder);
    assert.equal(await search.isVisible(), false, "the folded panel hides the search");
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    await search.fill("data");
    await toggle.getByText(activeFilters(1)).waitFor();
    await toggle.click();
    await search.waitFor({ state: "hidden" });
    await fitsWidth(page, "/overview with a search");
  });

  await t.step("375 px: the portal's Approve and Reject are on screen", async () => {
    await navigateInApp(page, "/admin");
    const row = page.locator('[data-testid^="update-row-"]').first();
    await row.waitFor();
    await fitsWidth(page, "/admin");
    const title = (await row.getByRole("button").first().innerText()).trim();
    await onScreen(row.getByRole("button", { name: ROW.approve(title) }), "Approve");
    await onScreen(row.getByRole("button", { name: ROW.reject(title) }), "Reject");
    await onScreen(page.getByRole("button", { name: "Reject Selected" }), "Reject Selected");
  });

  await t.step("375 px: Source Management wraps a very long URL and its error", async () => {
    await navigateInApp(page, "/jurisdictions");
    const row = page.getByTestId("source-row").filter({ hasText: SOURCE_NAME });
    await row.getByText(LONG_URL).waitFor();
    const error = row.getByText(/^Error: /);
    await error.waitFor();
    await fitsWidth(page, "/jurisdictions");
    await onScreen(row.getByText(LONG_URL), "the URL");
    await onScreen(error, "the error");
    await onScreen(row.getByRole("button", { name: SOURCES.edit(SOURCE_NAME) }), "Edit");
    await onScreen(row.getByRole("button", { name: SOURCES.remove(SOURCE_NAME) }), "Delete");
    await onScreen(page.getByRole("button", { name: "Edit Terms" }), "Edit Terms");
  });

  await t.step("375 px: User Management rows are cards with their actions on screen", async () => {
    await navigateInApp(page, "/users");
    const row = page.locator(`tr[data-email="${ADMIN_EMAIL}"]`);
    await row.waitFor();
    await fitsWidth(page, "/users");
    await onScreen(
      row.getByRole("button", { name: `${BUTTONS.viewDetails}: ${ADMIN_EMAIL}` }),
      "View details",
    );
  });

  await t.step("1366 px: the same screens are tables, the filters open", async () => {
    // The same signed-in context, widened: a new one would cost a renderer and a sign-in.
    await page.setViewportSize(DESKTOP);
    const screens = [
      ["/overview", "Legal updates", LISTING_TEXT.columns.jurisdiction],
      ["/favorites", "My Favorites", "Jurisdiction"],
      ["/admin", "Legal updates to review", "Jurisdiction"],
      ["/users", undefined, "Company"],
    ] as const;
    for (const [path, name, column] of screens) {
      await navigateInApp(page, path);
      const table = name ? page.getByRole("table", { name }) : page.getByTestId("table-users");
      const header = table.getByRole("columnheader", { name: column });
      await header.waitFor();
      const box = await header.boundingBox();
      assert.ok(box && box.height > 20, `${path}: the ${column} column header shows`);
    }
    await navigateInApp(page, "/overview");
    await page.getByPlaceholder(LISTING_TEXT.searchPlaceholder).waitFor();
    assert.equal(await page.getByTestId("filters-toggle").isVisible(), false);
  });
  await context.close();
});
