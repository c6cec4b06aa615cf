/**
 * Browser test of visible freshness (issue 26): a source of its own (a feed on a server of this
 * test, items dated around now) is synced; the portal's pending rows say how long after their
 * publication date they were seen (or that the date is in the future), and the Quality tab's
 * delay table has the source's median. Nothing is approved, so the shared server will do.
 */
import assert from "node:assert/strict";
import type { AdminListResponse } from "../../api/schemas/review.ts";
import { generateRssFeed } from "../../workers/feeds/testdata/generate_feed.ts";
import { FRESHNESS, PORTAL, PORTAL_TABS, QUALITY } from "../src/features/admin/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, callApi, e2eSuite, signInPage } from "./harness.ts";

const RUN = crypto.randomUUID().slice(0, 8);
const SOURCE = `Freshness Gazette ${RUN}`;
const MINUTE = 60_000;

/**
 * A feed of four items an hour apart, the newest dated 90 minutes from now: two in the future
 * (+90 and +30 min) and two past (-30 and -90 min).
 */
function startFeed(): { url: string; close(): Promise<void> } {
  const newest = new Date(Date.now() + 90 * MINUTE);
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (req) =>
      new Response(
        generateRssFeed({
          items: 4,
          key: `fresh-${RUN}`,
          baseUrl: new URL(req.url).origin,
          newest,
        }),
        { headers: { "content-type": "application/rss+xml" } },
      ),
  );
  return { url: `http://127.0.0.1:${server.addr.port}/feed.xml`, close: () => server.shutdown() };
}

e2eSuite("visible freshness in the Verification Portal", async (t, { newPage }) => {
  const feed = startFeed();
  const { page } = await newPage();
  try {
    await signInPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    let sourceId = 0;
    const ids = new Map<string, string>();

    await t.step("the source's items are synced as pending updates", async () => {
      const land = await callApi(page, "POST", "/api/jurisdictions", { name: `Fresh Land ${RUN}` });
      const source = await callApi(page, "POST", "/api/rss-sources", {
        jurisdictionId: land.id,
        name: SOURCE,
        url: feed.url,
      });
      sourceId = source.id;
      await callApi(page, "POST", `/api/rss-sources/${sourceId}/sync`);
      const list = await callApi<AdminListResponse>(
        page,
        "GET",
        "/api/admin/legal-updates?status=pending&limit=1000",
      );
      for (const u of list.updates.filter((u) => u.rssSource?.name === SOURCE)) {
        ids.set(u.sourceUrl.slice(u.sourceUrl.lastIndexOf("/") + 1), String(u.id));
      }
      assert.deepEqual([...ids.keys()].sort(), ["0", "1", "2", "3"]);
    });

    await t.step("each pending row says how long after publication it was seen", async () => {
      await page.goto("/admin");
      await page.getByRole("heading", { name: PORTAL.title, level: 1 }).waitFor();
      const seen = (item: string) =>
        page.getByTestId(`update-row-${ids.get(item)}`).getByTestId("seen-after").innerText();
      assert.equal(await seen("0"), FRESHNESS.futureDate);
      assert.equal(await seen("1"), FRESHNESS.futureDate);
      assert.equal(await seen("2"), "Seen 30 min after publication");
      assert.equal(await seen("3"), "Seen 1 h after publication");
    });

    await t.step("the Quality tab has the source's median delay", async () => {
      await page.getByRole("tab", { name: PORTAL_TABS.quality }).click();
      await page.getByRole("heading", { name: QUALITY.title, level: 1 }).waitFor();
      const table = page.getByRole("region", { name: FRESHNESS.title });
      await table.getByRole("columnheader", { name: FRESHNESS.toApproval }).waitFor();
      const cells = await table.getByTestId(`freshness-source-${sourceId}`).getByRole("cell")
        .allInnerTexts();
      // The two past items, seen 30 and 90 minutes after publication: a median of an hour; none
      // approved. The future dates are not counted.
      assert.deepEqual(cells.map((c) => c.trim()), [SOURCE, "2", "1 h", FRESHNESS.notApproved]);
    });
  } finally {
    await feed.close();
  }
});
