/**
 * Browser test of one change reported by several sources (issue 27, the screens) on real parts:
 * three feeds of the suite's own on 127.0.0.1 (an official journal, a regulator's newsroom, a law
 * firm's blog) report Regulation (EU) 2026/1432; the server syncs them and groups the reports.
 * The portal shows one row for the change with its other reports; the admin splits a report out
 * and joins another change in, by keyboard; approves the change once; the listing and the detail
 * page show "Also reported by"; at 375 px the new parts fit. One browser context, one sign-in.
 *
 * On a server of its own (ownServer): approving, splitting and joining change the counts other
 * suites assert on the shared server.
 */
import assert from "node:assert/strict";
import type { APIResponse, Page } from "playwright-core";
import type { AdminListResponse, AdminUpdate } from "../../api/schemas/review.ts";
import { ALSO_REPORTED_BY } from "../src/components/legal_updates/also_reported_by_text.ts";
import { CHANGE_REPORTS, ROW, TOASTS } from "../src/features/admin/strings.ts";
import { LISTING_TEXT } from "../src/features/legal_updates/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, openSignedIn, settle } from "./harness.ts";

const ACT = "Regulation (EU) 2026/1432";
const JOURNAL = "EU Journal (test)";
const NEWSROOM = "Harbour Authority Newsroom";
const BLOG = "Port Law LLP";
const OFFICIAL = `Commission Implementing ${ACT} on the safety of harbour cranes`;
const NEWS = `Harbour authority welcomes ${ACT} on crane safety in ports`;
const POST = `What ${ACT} means for port operators`;
const LATE = "Port operators face monthly crane inspections: our first take";

interface Item {
  title: string;
  link: string;
  text: string;
}

const FEEDS: Record<string, { name: string; items: Item[] }> = {
  journal: {
    name: JOURNAL,
    items: [{
      title: OFFICIAL,
      link: "https://eur-lex.europa.eu/eli/reg_impl/2026/1432/oj",
      text:
        "Harbour cranes shall be inspected by a certified person at least once a month and the results recorded.",
    }],
  },
  newsroom: {
    name: NEWSROOM,
    items: [{
      title: NEWS,
      link: "https://harbour-authority.example/news/crane-safety",
      text: `The authority welcomes ${ACT}, which sets monthly crane inspections for every port.`,
    }],
  },
  blog: {
    name: BLOG,
    items: [
      {
        title: POST,
        link: "https://portlaw.example/blog/crane-1432",
        text: `${ACT} obliges operators to have cranes inspected monthly. Here is what to do now.`,
      },
      {
        title: LATE,
        link: "https://portlaw.example/blog/crane-inspections",
        text: "Our lawyers read the new EU crane rules: ports need a certified inspector on call.",
      },
    ],
  },
};

/** One server, one RSS feed per path of {@link FEEDS}, every item published now. */
function startFeeds() {
  const published = new Date().toUTCString();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const feed = FEEDS[new URL(req.url).pathname.slice(1)];
    if (!feed) return new Response("not found", { status: 404 });
    const items = feed.items.map((i) =>
      `<item><title>${i.title}</title><link>${i.link}</link>` +
      `<description>${i.text}</description><pubDate>${published}</pubDate></item>`
    ).join("");
    return new Response(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>${feed.name}</title>${items}` +
        `</channel></rss>`,
      { headers: { "content-type": "application/rss+xml" } },
    );
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/** The pending rows (changes) of the portal's list, by title. */
async function pendingRows(page: Page): Promise<Map<string, AdminUpdate>> {
  const res = await page.request.get("/api/admin/legal-updates?status=pending&limit=1000");
  const list = await res.json() as AdminListResponse;
  return new Map(list.updates.map((u) => [u.title, u]));
}

/** Waits until the focused element is named `name` (its aria-label, else its text). */
async function waitForFocus(page: Page, name: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const el = document.activeElement;
    return (el?.getAttribute("aria-label") ?? el?.textContent?.trim()) === expected;
  }, name);
}

/** How far the page scrolls sideways, as an expression the page evaluates. */
const OVERFLOW = "document.documentElement.scrollWidth - document.documentElement.clientWidth";

/** Fails when the page, settled at its current width, still scrolls sideways. */
async function fitsWidth(page: Page, what: string) {
  // The screen re-renders for the new width a moment after the resize (a full run under load saw
  // the wide layout measured at 375 px): give it that moment, then measure.
  await page.waitForFunction(`${OVERFLOW} <= 0`, undefined, { timeout: 3_000 }).catch(() => {});
  const overflow = await page.evaluate<number>(OVERFLOW);
  assert.ok(overflow <= 0, `${what} is ${overflow} px wider than the screen`);
}

e2eSuite("one change, several reports: portal, listing and detail", async (t, { newPage }) => {
  const feeds = startFeeds();
  const { page } = await newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const origin = new URL(page.url()).origin;
    const [jurisdiction] = await (await page.request.get("/api/jurisdictions")).json() as {
      id: number;
    }[];
    assert.ok(jurisdiction);
    for (const [path, feed] of Object.entries(FEEDS)) {
      const created: APIResponse = await page.request.post("/api/rss-sources", {
        data: {
          jurisdictionId: jurisdiction.id,
          name: feed.name,
          url: `${feeds.url}/${path}`,
          sourceType: "specialist",
        },
        headers: { origin },
      });
      assert.equal(created.status(), 201, await created.text());
      const { id } = await created.json() as { id: number };
      const synced = await page.request.post(`/api/rss-sources/${id}/sync`, {
        headers: { origin },
      });
      assert.equal(synced.status(), 200, await synced.text());
    }
    const rows = await pendingRows(page);
    const change = rows.get(OFFICIAL);
    assert.ok(change, "the official report leads the change");
    const late = rows.get(LATE);
    assert.ok(late, "the report without the act's number is a change of its own");
    const table = page.getByTestId("updates-table");
    const changeRow = page.getByTestId(`update-row-${change.id}`);
    const reports = changeRow.getByRole("list", { name: ALSO_REPORTED_BY.heading });

    await t.step("the portal shows one row for the change, with its other reports", async () => {
      assert.equal(rows.has(NEWS), false);
      assert.equal(rows.has(POST), false);
      await page.goto("/admin");
      await changeRow.waitFor();
      await changeRow.getByText(CHANGE_REPORTS.appliesPending(3)).waitFor();
      assert.deepEqual(await reports.getByRole("link").allTextContents(), [NEWSROOM, BLOG]);
      assert.equal(
        await reports.getByRole("link", { name: BLOG }).getAttribute("target"),
        "_blank",
      );
      assert.equal(await table.getByRole("button", { name: NEWS, exact: true }).count(), 0);
      assert.equal(await table.getByRole("button", { name: POST, exact: true }).count(), 0);
    });

    await t.step("at 375 px the change's row fits the screen", async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await changeRow.getByRole("button", { name: CHANGE_REPORTS.splitLabel(BLOG, POST) })
        .waitFor();
      await fitsWidth(page, "the portal with a change of three reports");
      await page.setViewportSize({ width: 1366, height: 900 });
    });

    await t.step("the admin splits the blog's report out of the change by keyboard", async () => {
      await changeRow.getByRole("button", { name: CHANGE_REPORTS.splitLabel(BLOG, POST) })
        .focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByTestId("split-dialog");
      await dialog.getByRole("heading", { name: CHANGE_REPORTS.splitTitle }).waitFor();
      await waitForFocus(page, CHANGE_REPORTS.cancel);
      await page.keyboard.press("Tab");
      await waitForFocus(page, CHANGE_REPORTS.splitAction);
      await page.keyboard.press("Enter");
      await page.getByTestId("toast").getByText(CHANGE_REPORTS.splitDone).waitFor();
      await table.getByRole("button", { name: POST, exact: true }).waitFor();
      await changeRow.getByText(CHANGE_REPORTS.appliesPending(2)).waitFor();
      assert.deepEqual(await reports.getByRole("link").allTextContents(), [NEWSROOM]);
    });

    await t.step("the admin joins the late post to the change by keyboard", async () => {
      const lateRow = page.getByTestId(`update-row-${late.id}`);
      await lateRow.getByRole("button", { name: ROW.menu(LATE) }).focus();
      await page.keyboard.press("Enter");
      // The menu takes the focus to its first item; End then moves to the last.
      await waitForFocus(page, ROW.view);
      await page.keyboard.press("End");
      await waitForFocus(page, CHANGE_REPORTS.join);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: CHANGE_REPORTS.joinTitle });
      await dialog.waitFor();
      await dialog.getByLabel(CHANGE_REPORTS.joinSearch).focus();
      await page.keyboard.type("harbour cranes");
      const choices = dialog.getByRole("group", { name: CHANGE_REPORTS.joinChoices });
      await choices.getByRole("radio", { name: OFFICIAL }).waitFor();
      assert.equal(await choices.getByRole("radio").count(), 1);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      await page.waitForFunction(() => document.querySelector("input[name=join-into]:checked"));
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await waitForFocus(page, CHANGE_REPORTS.joinAction);
      await page.keyboard.press("Enter");
      await page.getByTestId("toast").getByText(CHANGE_REPORTS.joinDone).waitFor();
      await dialog.waitFor({ state: "detached" });
      await lateRow.waitFor({ state: "detached" });
      await changeRow.getByText(CHANGE_REPORTS.appliesPending(3)).waitFor();
      assert.deepEqual(await reports.getByRole("link").allTextContents(), [NEWSROOM, BLOG]);
    });

    await t.step("approving the change once approves all its reports", async () => {
      await changeRow.getByRole("button", { name: ROW.approve(OFFICIAL) }).click();
      await page.getByTestId("toast").getByText(TOASTS.statusUpdated).waitFor();
      await changeRow.waitFor({ state: "detached" });
      const after = await pendingRows(page);
      for (const title of [OFFICIAL, NEWS, LATE]) assert.equal(after.has(title), false, title);
      assert.ok(after.has(POST), "the split report waits for its own review");
    });

    await t.step("the listing row and the detail page show 'Also reported by'", async () => {
      await page.goto("/overview");
      await page.getByPlaceholder(LISTING_TEXT.searchPlaceholder).fill("harbour cranes");
      await settle(page);
      const row = page.getByTestId("update-row").filter({ hasText: OFFICIAL });
      const list = row.getByRole("list", { name: ALSO_REPORTED_BY.heading });
      await list.waitFor();
      assert.deepEqual(await list.getByRole("link").allTextContents(), [NEWSROOM, BLOG]);
      assert.equal(
        await list.getByRole("link", { name: NEWSROOM }).getAttribute("href"),
        FEEDS.newsroom!.items[0]!.link,
      );
      await page.setViewportSize({ width: 375, height: 800 });
      await fitsWidth(page, "the listing with a change of three reports");
      await page.setViewportSize({ width: 1366, height: 900 });
      await row.getByTestId("detail-link").click();
      await page.getByRole("heading", { level: 1, name: OFFICIAL }).waitFor();
      const section = page.getByRole("list", { name: ALSO_REPORTED_BY.heading });
      assert.deepEqual(await section.getByRole("link").allTextContents(), [NEWSROOM, BLOG]);
      await section.getByText(NEWS).waitFor();
      await section.getByText(LATE).waitFor();
    });
  } finally {
    await feeds.close();
  }
}, { ownServer: true });
