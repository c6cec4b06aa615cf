/**
 * Browser test of the Verification Portal's Quality tab (issue 16): a source
 * of its own (a generated feed on a fixture server, synced and analysed by the offline rules) has
 * its updates reviewed, some approved under another category and most rejected, and the tab then
 * shows the source's approve rate flagged as a filter problem, and the confusions.
 *
 * On a server of its own (ownServer): approving updates changes the approved total that the
 * listing suite counts on the shared server.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { AdminListResponse, AdminUpdate } from "../../api/schemas/review.ts";
import { startFeedServer } from "../../workers/feeds/feed_server_test_helper.ts";
import { PORTAL, PORTAL_TABS, QUALITY } from "../src/features/admin/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, callApi, e2eSuite, signInPage } from "./harness.ts";

const RUN = crypto.randomUUID().slice(0, 8);
const LAND = `Quality Land ${RUN}`;
const SOURCE = `Quality Gazette ${RUN}`;
/** The category reviewers move two updates to: no other suite approves under it after a change. */
const MOVED_TO = "Telecommunications & Media";

async function sourceUpdates(page: Page): Promise<AdminUpdate[]> {
  const list = await callApi(page, "GET", "/api/admin/legal-updates?status=pending&limit=1000");
  return (list as AdminListResponse).updates.filter((u) => u.rssSource?.name === SOURCE);
}

e2eSuite("the Verification Portal's Quality tab", async (t, { newPage }) => {
  const feeds = startFeedServer();
  const { page } = await newPage();
  try {
    await signInPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    let sourceId = 0;
    let movedFrom = "";

    await t.step("a source's synced updates are reviewed, two under another category", async () => {
      const land = await callApi(page, "POST", "/api/jurisdictions", { name: LAND });
      const source = await callApi(page, "POST", "/api/rss-sources", {
        jurisdictionId: land.id,
        name: SOURCE,
        url: feeds.url(`/generated/e2e-quality-${RUN}.xml?items=16`),
      });
      sourceId = source.id;
      await callApi(page, "POST", `/api/rss-sources/${sourceId}/sync`);
      const updates = (await sourceUpdates(page)).filter((u) => u.aiCategory !== MOVED_TO);
      assert.ok(updates.length >= 6, `the feed brought ${updates.length} updates`);
      const [moved1, moved2, kept, ...rest] = updates;
      // Both moved updates come from one category, so that they make one confusion.
      const from = moved1!.aiCategory;
      movedFrom = from;
      const second = updates.find((u) => u !== moved1 && u.aiCategory === from) ?? moved2!;
      const others = [moved2!, kept!, ...rest].filter((u) => u !== second);
      for (const u of [moved1!, second]) {
        await callApi(page, "PATCH", `/api/legal-updates/${u.id}`, {
          aiCategory: MOVED_TO,
          status: "approved",
        });
      }
      await callApi(page, "PATCH", `/api/legal-updates/${others[0]!.id}/status`, {
        status: "approved",
      });
      const rejected = others.slice(1, 5);
      await callApi(page, "PATCH", "/api/legal-updates/bulk-status", {
        ids: rejected.map((u) => u.id),
        statusUpdate: { status: "rejected" },
      });
      assert.equal(second.aiCategory, from, "the feed has two updates of one category");
    });

    await t.step("the Quality tab shows the approve rate, the flag and the confusion", async () => {
      await page.goto("/admin");
      await page.getByRole("heading", { name: PORTAL.title, level: 1 }).waitFor();
      await page.getByRole("tab", { name: PORTAL_TABS.quality }).click();
      await page.getByRole("heading", { name: QUALITY.title, level: 1 }).waitFor();

      // 3 approved, 4 rejected: 43 %, mostly rejected.
      const row = page.getByTestId(`quality-source-${sourceId}`);
      await row.waitFor();
      const cells = (await row.getByRole("cell").allInnerTexts()).map((s) => s.trim());
      assert.ok(cells[0]?.includes(SOURCE) && cells[0].includes(QUALITY.filterProblem), cells[0]);
      assert.deepEqual(cells.slice(1), ["3", "4", "43%"]);
      const confusions = await page.getByTestId("quality-confusions").locator("tbody tr").all();
      const cellsOf = await Promise.all(confusions.map((r) => r.getByRole("cell").allInnerTexts()));
      assert.ok(
        cellsOf.some((c) => c[0] === movedFrom && c[1] === MOVED_TO && c[2] === "2"),
        JSON.stringify(cellsOf),
      );

      // Each chart is an image to assistive technology, with its table beside it.
      const chart = page.getByRole("img", { name: QUALITY.chartOf(QUALITY.sourcesTitle) });
      await chart.locator("svg").first().waitFor();
      await page.getByTestId("quality-analysers")
        .getByRole("cell", { name: QUALITY.analyserNames.offline, exact: true }).waitFor();
    });
  } finally {
    await feeds.close();
  }
}, { ownServer: true });
