/**
 * Browser tests of the Legal Updates listing against the real server and its demo updates
 * (web/e2e/harness.ts): filters, search, dates, paging, sorting, saved filters and the new-row
 * highlight. Expected figures come from the spec rule (api/schemas/listing_rule.ts) applied to
 * what the API answers, so the screen and the rule must agree.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { ListingResponse, PublicUpdate } from "../../api/schemas/legal_updates.ts";
import {
  listingPredicate,
  type ListingRule,
  toSearchable,
} from "../../api/schemas/listing_rule.ts";
import {
  LISTING_TEXT,
  resultCount,
  showingOf,
  showingRange,
} from "../src/features/legal_updates/strings.ts";
import { LAST_VISIT_KEY } from "../src/features/legal_updates/components/use_last_visit.ts";
import { FILTER_MEASURE } from "../src/features/legal_updates/components/updates_table.tsx";
import { e2eSuite, openSignedIn } from "./harness.ts";

const USER_EMAIL = "listing.user@example.com";
const USER_PASSWORD = "listing-password-1";

const rows = (page: Page) => page.getByTestId("update-row");

async function approvedUpdates(page: Page): Promise<PublicUpdate[]> {
  const response = await page.request.get("/api/legal-updates?status=approved&limit=1000");
  const body = await response.json() as ListingResponse;
  return body.updates;
}

function count(updates: PublicUpdate[], rule: ListingRule): number {
  return updates.map(toSearchable).filter(listingPredicate(rule)).length;
}

async function waitForText(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).filter({ hasText: text }).waitFor();
}

e2eSuite("the Legal Updates listing", async (t, { server, newPage }) => {
  await server.createUser(["--email", USER_EMAIL, "--password", USER_PASSWORD, "--role", "user"]);

  // One context: anonymous first, then signed in as the suite's user.
  const { context, page } = await newPage();
  await t.step("an anonymous visitor sees approved updates, 20 a page, no star", async () => {
    await page.goto("/overview");
    await page.getByRole("heading", { name: "Legal Updates" }).waitFor();
    await rows(page).first().waitFor();
    const all = await approvedUpdates(page);
    assert.equal(await rows(page).count(), Math.min(20, all.length));
    assert.equal(await page.getByTestId("favorite-star").count(), 0);
    assert.equal(await page.getByRole("button", { name: LISTING_TEXT.save }).count(), 0);
    await waitForText(page, "pagination-range", showingRange(1, 20, all.length));
    // Titles open the source in a new tab, safely.
    const link = rows(page).first().getByRole("link").first();
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.equal(await link.getAttribute("rel"), "noopener noreferrer");
  });

  await openSignedIn(page, USER_EMAIL, USER_PASSWORD);
  await rows(page).first().waitFor();
  const all = await approvedUpdates(page);
  const search = page.getByPlaceholder(LISTING_TEXT.searchPlaceholder);

  await t.step("filter by jurisdiction and industry (OR within, AND across)", async () => {
    const jurisdictions = [...new Set(all.flatMap((u) => u.jurisdiction?.name ?? []))];
    const [first, second] = jurisdictions;
    assert.ok(first && second);
    await page.getByRole("checkbox", { name: first, exact: true }).click();
    await page.getByRole("checkbox", { name: second, exact: true }).click();
    const byPlace = count(all, { jurisdictions: [first, second] });
    await waitForText(page, "showing-of", showingOf(byPlace, all.length));
    const category = all.find((u) => u.jurisdiction?.name === first)!.aiCategory;
    await page.getByRole("checkbox", { name: category, exact: true }).click();
    const both = count(all, { jurisdictions: [first, second], industries: [category] });
    await waitForText(page, "showing-of", showingOf(both, all.length));
    assert.equal(await rows(page).count(), Math.min(20, both));
    await page.getByRole("button", { name: LISTING_TEXT.clearAll }).click();
    await page.getByTestId("showing-of").waitFor({ state: "detached" });
  });

  await t.step("search shows a result count and the matching rows", async () => {
    const word = "data";
    await search.fill(word);
    const expected = count(all, { search: word });
    await waitForText(page, "search-count", resultCount(expected));
    await waitForText(page, "showing-of", showingOf(expected, all.length));
    const titles = await rows(page).allInnerTexts();
    assert.ok(titles.every((text) => text.toLowerCase().includes(word)));
    await search.fill("zzzz-no-such-words");
    await page.getByText(LISTING_TEXT.noMatches).waitFor();
    await page.getByRole("button", { name: LISTING_TEXT.clearAllFilters }).click();
    assert.equal(await search.inputValue(), "");
  });

  await t.step("a date range keeps updates published within it (local days)", async () => {
    const sorted = all.map((u) => u.publishDate).sort();
    const day = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${
        String(d.getDate()).padStart(2, "0")
      }`;
    };
    const from = day(sorted[Math.floor(sorted.length / 4)]!);
    const to = day(sorted[Math.floor(sorted.length / 2)]!);
    await page.getByLabel(LISTING_TEXT.from, { exact: true }).fill(from);
    await page.getByLabel(LISTING_TEXT.to, { exact: true }).fill(to);
    const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
    const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
    const expected = count(all, {
      from: new Date(fy, fm - 1, fd),
      to: new Date(ty, tm - 1, td, 23, 59, 59, 999),
    });
    await waitForText(page, "showing-of", showingOf(expected, all.length));
    // The To picker refuses days before From.
    assert.equal(await page.getByLabel(LISTING_TEXT.to, { exact: true }).getAttribute("min"), from);
    await page.getByRole("button", { name: LISTING_TEXT.clearAll }).click();
  });

  await t.step("pagination moves 20 at a time and sorting flips the order", async () => {
    await page.getByRole("button", { name: LISTING_TEXT.next }).click();
    await waitForText(page, "pagination-range", showingRange(21, 40, all.length));
    await page.getByRole("button", { name: "Page 3" }).click();
    await waitForText(page, "pagination-range", showingRange(41, 60, all.length));
    assert.equal(
      await page.getByRole("button", { name: "Page 3" }).getAttribute("aria-current"),
      "page",
    );
    await page.getByRole("button", { name: LISTING_TEXT.previous }).click();
    await waitForText(page, "pagination-range", showingRange(21, 40, all.length));
    // A filter change goes back to page 1.
    await search.fill("a");
    await page.getByTestId("pagination-range").filter({ hasText: /^Showing 1 to/ }).waitFor();
    await search.fill("");
    const oldest = [...all].sort((a, b) =>
      a.publishDate.localeCompare(b.publishDate) || a.id - b.id
    )[0]!;
    await page.getByRole("button", { name: LISTING_TEXT.columns.publicationDate }).click();
    await rows(page).first().getByText(oldest.title).waitFor();
    await page.getByRole("button", { name: LISTING_TEXT.columns.publicationDate }).click();
  });

  await t.step("typing in the search is measured (figure printed, not asserted)", async () => {
    const figures: number[] = [];
    for (const letter of ["r", "e", "g"]) {
      await page.evaluate(() => performance.clearMeasures());
      await search.press(letter);
      await page.waitForFunction(
        (name) => performance.getEntriesByName(name).length > 0,
        FILTER_MEASURE,
      );
      figures.push(
        await page.evaluate(
          (name) => performance.getEntriesByName(name)[0]!.duration,
          FILTER_MEASURE,
        ),
      );
    }
    console.log(
      `listing: keystroke to table commit with ${all.length} updates loaded: ${
        figures.map((f) => f.toFixed(1)).join(", ")
      } ms`,
    );
    await search.fill("");
  });

  await t.step("saved filters come back after a reload; Clear All empties them", async () => {
    const category = all[0]!.aiCategory;
    await page.getByRole("checkbox", { name: category, exact: true }).click();
    const saved = page.waitForResponse((r) =>
      r.url().endsWith("/api/auth/filter-preferences") && r.request().method() === "PATCH"
    );
    assert.equal((await saved).status(), 200);
    await page.reload();
    await page.getByRole("checkbox", { name: category, exact: true }).and(
      page.locator("[data-state=checked]"),
    ).waitFor();
    await waitForText(
      page,
      "showing-of",
      showingOf(count(all, { industries: [category] }), all.length),
    );
    const cleared = page.waitForResponse((r) =>
      r.url().endsWith("/api/auth/filter-preferences") && r.request().method() === "PATCH"
    );
    await page.getByRole("button", { name: LISTING_TEXT.clearAll }).click();
    await cleared;
    await page.reload();
    await rows(page).first().waitFor();
    assert.equal(await page.getByTestId("showing-of").count(), 0);
    // 'Save' saves at once and reloads the page, which comes back with the selection.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("checkbox", { name: category, exact: true }).click();
    await page.getByRole("button", { name: LISTING_TEXT.save }).click();
    await reloaded;
    await page.getByRole("checkbox", { name: category, exact: true })
      .and(page.locator("[data-state=checked]")).waitFor();
    await page.getByRole("button", { name: LISTING_TEXT.clearAll }).click();
  });

  await t.step("updates approved since the last visit are highlighted once", async () => {
    const approved = all.map((u) => u.approvedAt!).sort();
    // A last visit between the approvals: the newer ones are new.
    const lastVisit = approved[approved.length - 5]!;
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [
      LAST_VISIT_KEY,
      lastVisit,
    ]);
    await page.reload();
    await rows(page).first().waitFor();
    const firstPage = all.slice(0, 20);
    const expected = firstPage.filter((u) =>
      Date.parse(u.approvedAt!) > Date.parse(lastVisit)
    ).length;
    assert.ok(expected > 0);
    assert.equal(await page.locator("[data-testid=update-row][data-new=true]").count(), expected);
    // That visit reset the marker: the next one shows nothing new.
    await page.reload();
    await rows(page).first().waitFor();
    assert.equal(await page.locator("[data-testid=update-row][data-new=true]").count(), 0);
  });

  await t.step("source preferences narrow the rows and their counts, not the options", async () => {
    const me = await (await page.request.get("/api/auth/user")).json() as { id: string };
    const sources = await (await page.request.get("/api/rss-sources-public")).json() as {
      id: number;
      name: string;
    }[];
    // The source with the most updates, but not all of them.
    const bySource = Map.groupBy(all.filter((u) => u.rssSource), (u) => u.rssSource!.name);
    const [name] = [...bySource].sort((a, b) => b[1].length - a[1].length)[0]!;
    const source = sources.find((s) => s.name === name)!;
    const saved = await page.request.post("/api/auth/preferences", {
      data: { rssSourceIds: [source.id] },
      headers: { origin: server.url },
    });
    assert.equal(saved.status(), 200);
    const limitedAnswer = await page.request.get(
      `/api/legal-updates?status=approved&limit=1000&userId=${me.id}`,
    );
    const limited = (await limitedAnswer.json() as ListingResponse).updates;
    assert.ok(limited.length > 0 && limited.length < all.length);
    // A jurisdiction with updates outside the chosen source: still offered, and counted under the
    // same preference as the rows (issue 25 item 4).
    const outside = all.find((u) => u.jurisdiction && !limited.some((l) => l.id === u.id))!;
    const place = outside.jurisdiction!.name;

    await page.reload();
    await waitForText(
      page,
      "pagination-range",
      showingRange(1, Math.min(20, limited.length), limited.length),
    );
    const option = page.locator("li", {
      has: page.getByRole("checkbox", { name: place, exact: true }),
    });
    await option.getByTestId("option-count")
      .filter({ hasText: new RegExp(`^${count(limited, { jurisdictions: [place] })}$`) })
      .waitFor();
    const category = outside.aiCategory;
    await page.locator("li", { has: page.getByRole("checkbox", { name: category, exact: true }) })
      .getByTestId("option-count")
      .filter({ hasText: new RegExp(`^${count(limited, { industries: [category] })}$`) })
      .waitFor();
    await page.request.post("/api/auth/preferences", {
      data: { rssSourceIds: [] },
      headers: { origin: server.url },
    });
  });

  await context.close();
});
