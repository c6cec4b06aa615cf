/**
 * Browser test of each source's read schedule in Source Management (issue 26) against the real
 * server: a busy feed on the fixture server (items every 30 minutes, the newest a few minutes
 * ago), once synced, reads "Read every 5 min (busy source)"; a source never read yet shows its
 * jurisdiction's "Read every 8 h (jurisdiction's schedule)". One page, one sign-in.
 */
import { startFeedServer } from "../../workers/feeds/feed_server_test_helper.ts";
import { SCHEDULE } from "../src/features/sources/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, callApi, e2eSuite, signInPage } from "./harness.ts";

const RUN = crypto.randomUUID().slice(0, 6);
const LAND = `Schedule Land ${RUN}`;

e2eSuite("source read schedule", async (t, { newPage }) => {
  const feeds = startFeedServer();
  const { page } = await newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await signInPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const land = await callApi(page, "POST", "/api/jurisdictions", { name: LAND });
    const newest = new Date(Date.now() - 5 * 60_000).toISOString();
    const source = (name: string, url: string) =>
      callApi(page, "POST", "/api/rss-sources", { jurisdictionId: land.id, name, url });
    const busy = await source(
      "Busy Gazette",
      feeds.url(`/generated/busy-${RUN}.xml?items=50&gap-minutes=30&newest=${newest}`),
    );
    await source("Quiet Gazette", feeds.url(`/generated/quiet-${RUN}.xml?items=2`));
    await callApi(page, "POST", `/api/rss-sources/${busy.id}/sync`);

    await t.step("each source says how often it is read and why", async () => {
      await page.goto("/jurisdictions");
      const card = page.getByTestId("jurisdiction-card").filter({ hasText: LAND });
      const schedule = (name: string) =>
        card.getByTestId("source-row").filter({ hasText: name }).getByTestId("source-schedule");
      await schedule("Busy Gazette").getByText(SCHEDULE.activity("5 min"), { exact: true })
        .waitFor();
      await schedule("Quiet Gazette").getByText(SCHEDULE.jurisdiction("8 h"), { exact: true })
        .waitFor();
    });
  } finally {
    await feeds.close();
  }
});
