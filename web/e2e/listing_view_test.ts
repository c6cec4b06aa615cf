/**
 * Issue 25 items 4 and 5 in the browser, against the real server and its demo updates: a source
 * preference is said above the table and the checklists count under it, 'Show all' lifts it for
 * the view; the whole view (search, dates, jurisdictions, industries, sort, page) lives in the
 * address, so a reload, back and forward, and a shared link opened in a fresh page show it.
 * Expected figures come from the spec rule (api/schemas/listing_rule.ts) over what the API
 * answers.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { ListingResponse, PublicUpdate } from "../../api/schemas/legal_updates.ts";
import {
  compareUpdates,
  listingPredicate,
  type ListingRule,
  toSearchable,
} from "../../api/schemas/listing_rule.ts";
import { LISTING_TEXT, showingRange, SOURCE_NOTE } from "../src/features/legal_updates/strings.ts";
import { e2eSuite, openSignedIn, signInByApi, signInPage } from "./harness.ts";

const PASSWORD = "listing-view-password-1";

async function listing(page: Page, query = ""): Promise<ListingResponse> {
  const response = await page.request.get(`/api/legal-updates?status=approved&limit=1000${query}`);
  assert.equal(response.status(), 200);
  return await response.json() as ListingResponse;
}

/** The updates the rule keeps, in the listing's order. */
function matching(updates: PublicUpdate[], rule: ListingRule, sort: "asc" | "desc" = "desc") {
  return updates.map(toSearchable).filter(listingPredicate(rule)).sort(compareUpdates(sort))
    .map((s) => s.update);
}

const count = (updates: PublicUpdate[], rule: ListingRule) => matching(updates, rule).length;

/** The count shown beside a checklist option. */
function optionCount(page: Page, name: string, expected: number) {
  return page.locator("li", { has: page.getByRole("checkbox", { name, exact: true }) })
    .getByTestId("option-count").filter({ hasText: new RegExp(`^${expected}$`) }).waitFor();
}

const range = (page: Page, text: string) =>
  page.getByTestId("pagination-range").filter({ hasText: text }).waitFor();

/** A local calendar day (yyyy-MM-dd), as the date pickers hold it. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${
    String(d.getDate()).padStart(2, "0")
  }`;
}

function dayBounds(from: string, to: string): Pick<ListingRule, "from" | "to"> {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return { from: new Date(fy, fm - 1, fd), to: new Date(ty, tm - 1, td, 23, 59, 59, 999) };
}

/** Names by how many of `updates` carry them, most first. */
function byFrequency(updates: PublicUpdate[], name: (u: PublicUpdate) => string | undefined) {
  const counts = new Map<string, number>();
  for (const u of updates) {
    const n = name(u);
    if (n) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([n]) => n);
}

e2eSuite("a source preference is said above the table, counted, and lifted by Show all", async (
  t,
  { server, newPage },
) => {
  const email = "listing.scope@example.com";
  await server.createUser(["--email", email, "--password", PASSWORD, "--role", "user"]);
  const { context, page } = await newPage();
  await signInPage(page, email, PASSWORD);
  const all = (await listing(page)).updates;
  const me = await (await page.request.get("/api/auth/user")).json() as { id: string };
  const sources = await (await page.request.get("/api/rss-sources-public")).json() as {
    id: number;
    name: string;
  }[];
  // The source with the most updates, but not all of them.
  const bySource = byFrequency(all, (u) => u.rssSource?.name);
  const source = sources.find((s) => s.name === bySource[0])!;
  const saved = await page.request.post("/api/auth/preferences", {
    data: { rssSourceIds: [source.id] },
    headers: { origin: server.url },
  });
  assert.equal(saved.status(), 200);
  const narrowed = await listing(page, `&userId=${me.id}`);
  const limited = narrowed.updates;
  assert.ok(limited.length > 0 && limited.length < all.length);
  assert.deepEqual(narrowed.sourcePreference, { kept: 1, of: sources.length });
  // A jurisdiction and a category whose counts differ with and without the preference.
  const place = byFrequency(all, (u) => u.jurisdiction?.name).find((name) =>
    count(all, { jurisdictions: [name] }) !== count(limited, { jurisdictions: [name] })
  )!;
  const category = byFrequency(all, (u) => u.aiCategory).find((name) =>
    count(all, { industries: [name] }) !== count(limited, { industries: [name] })
  )!;
  assert.ok(place && category);
  const note = page.getByTestId("source-scope");

  await t.step("the note says how many sources the preference keeps", async () => {
    await page.goto("/"); // the first load, after the preference was saved
    await note.filter({ hasText: SOURCE_NOTE.narrowed(1, sources.length) }).waitFor();
    await range(page, showingRange(1, Math.min(20, limited.length), limited.length));
  });

  await t.step("the checklists count under the same preference as the rows", async () => {
    await optionCount(page, place, count(limited, { jurisdictions: [place] }));
    await optionCount(page, category, count(limited, { industries: [category] }));
  });

  await t.step("Show all lifts the preference for this view, in its address", async () => {
    await note.getByRole("button", { name: SOURCE_NOTE.showAll }).click();
    await page.waitForURL((url) => url.searchParams.get("sources") === "all");
    await note.filter({ hasText: SOURCE_NOTE.all }).waitFor();
    await range(page, showingRange(1, 20, all.length));
    await optionCount(page, place, count(all, { jurisdictions: [place] }));
    await page.reload();
    await range(page, showingRange(1, 20, all.length));
    // Nothing changed in the profile: the preference is still there.
    const kept = await (await page.request.get("/api/auth/preferences")).json();
    assert.deepEqual(kept, [{ rssSourceId: source.id }]);
  });

  await t.step("back returns to the narrowed view; the way back is offered too", async () => {
    await page.goBack();
    await note.filter({ hasText: SOURCE_NOTE.narrowed(1, sources.length) }).waitFor();
    await range(page, showingRange(1, Math.min(20, limited.length), limited.length));
    await page.goForward();
    await note.getByRole("button", { name: SOURCE_NOTE.onlyMine }).click();
    await note.filter({ hasText: SOURCE_NOTE.narrowed(1, sources.length) }).waitFor();
  });

  await page.request.post("/api/auth/preferences", {
    data: { rssSourceIds: [] },
    headers: { origin: server.url },
  });
  await context.close();
}, {
  // It counts every source and every approved update: suites sharing the run's server add
  // sources and approve updates meanwhile (a fresh clone's CI saw 52 sources for the 51 read).
  ownServer: true,
});

e2eSuite("the whole listing view lives in its address", async (t, { server, newPage }) => {
  const email = "listing.view@example.com";
  const other = "listing.view.other@example.com";
  await server.createUser(["--email", email, "--password", PASSWORD, "--role", "user"]);
  await server.createUser(["--email", other, "--password", PASSWORD, "--role", "user"]);
  const { context, page } = await newPage();
  await openSignedIn(page, email, PASSWORD);
  await page.getByTestId("update-row").first().waitFor();
  const all = (await listing(page)).updates;

  // A view with every part: the most common title word, a date range, jurisdictions and
  // industries added until it fills more than one page.
  const words = [...new Set(all.flatMap((u) => u.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
  const word = words.sort((a, b) => count(all, { search: b }) - count(all, { search: a }))[0]!;
  const days = all.map((u) => u.publishDate).sort();
  const from = localDay(days[Math.floor(days.length * 0.05)]!);
  const to = localDay(days[days.length - 1]!);
  const base: ListingRule = { search: word, ...dayBounds(from, to) };
  const inBase = matching(all, base);
  const places = byFrequency(inBase, (u) => u.jurisdiction?.name);
  const categories = byFrequency(inBase, (u) => u.aiCategory);
  const rule: ListingRule & { jurisdictions: string[]; industries: string[] } = {
    ...base,
    jurisdictions: [places[0]!],
    industries: [categories[0]!],
  };
  for (let i = 1; count(all, rule) <= 20 && i < places.length + categories.length; i++) {
    const next = i % 2 ? places[(i + 1) >> 1] : categories[i >> 1];
    if (next) (i % 2 ? rule.jurisdictions : rule.industries).push(next);
  }
  const expected = matching(all, rule, "asc");
  assert.ok(expected.length > 20, `a view of ${expected.length} updates fills two pages`);
  const secondPage = showingRange(21, Math.min(40, expected.length), expected.length);
  const firstOfSecond = expected[20]!.title;
  const search = page.getByPlaceholder(LISTING_TEXT.searchPlaceholder);
  const historyLength = () => page.evaluate(() => history.length);

  /** The screen shows the view: its inputs, its checkboxes, its page and its order. */
  async function showsTheView(p: Page) {
    await p.getByTestId("pagination-range").filter({ hasText: secondPage }).waitFor();
    await p.getByTestId("update-row").first().getByText(firstOfSecond, { exact: true }).waitFor();
    assert.equal(await p.getByPlaceholder(LISTING_TEXT.searchPlaceholder).inputValue(), word);
    assert.equal(await p.getByLabel(LISTING_TEXT.from, { exact: true }).inputValue(), from);
    assert.equal(await p.getByLabel(LISTING_TEXT.to, { exact: true }).inputValue(), to);
    for (const name of [...rule.jurisdictions, ...rule.industries]) {
      assert.equal(
        await p.getByRole("checkbox", { name, exact: true }).getAttribute("data-state"),
        "checked",
      );
    }
  }

  await t.step("typing a search replaces the address instead of adding history", async () => {
    const before = await historyLength();
    await search.pressSequentially(word, { delay: 20 });
    await page.waitForURL((url) => url.searchParams.get("search") === word);
    assert.equal(await historyLength(), before);
  });

  await t.step("dates, filters, sort and page each add one history entry", async () => {
    const before = await historyLength();
    await page.getByLabel(LISTING_TEXT.from, { exact: true }).fill(from);
    await page.getByLabel(LISTING_TEXT.to, { exact: true }).fill(to);
    for (const name of [...rule.jurisdictions, ...rule.industries]) {
      await page.getByRole("checkbox", { name, exact: true }).click();
    }
    await page.getByRole("button", { name: LISTING_TEXT.columns.publicationDate }).click();
    await page.getByRole("button", { name: "Page 2" }).click();
    await showsTheView(page);
    const steps = 2 + rule.jurisdictions.length + rule.industries.length + 2;
    assert.equal(await historyLength(), before + steps);
  });

  await t.step("a reload shows the same view", async () => {
    await page.reload();
    await showsTheView(page);
  });

  await t.step("back and forward walk the views", async () => {
    await page.goBack();
    await range(page, showingRange(1, 20, expected.length));
    await page.getByTestId("update-row").first().getByText(expected[0]!.title, { exact: true })
      .waitFor();
    await page.goBack();
    await page.getByTestId("update-row").first()
      .getByText(matching(all, rule)[0]!.title, { exact: true }).waitFor();
    await page.goForward();
    await page.goForward();
    await showsTheView(page);
  });

  await t.step("a shared link opens the same view in a fresh page", async () => {
    const link = page.url();
    const fresh = await newPage();
    // Signed in through the API: the link is to be the first page the recipient loads.
    await signInByApi(fresh.context, server.url, { email: other, password: PASSWORD });
    await fresh.page.goto(link);
    await showsTheView(fresh.page);
    // Opening a link is not a change of the recipient's saved filters.
    await fresh.page.waitForTimeout(1500);
    const saved = await (await fresh.page.request.get("/api/auth/filter-preferences")).json();
    assert.deepEqual(saved, { jurisdictions: [], industries: [] });
    await fresh.context.close();
  });

  await page.getByRole("button", { name: LISTING_TEXT.clearAll }).click();
  await context.close();
});
