/**
 * Browser test of monitoring health in the header (issue 25 item 2) against the real server:
 * sources on a fixture feed server that answers 404 fail their syncs; a superadmin's header then
 * shows, beside the spec's green 'System Active', a red '{n} sources failing' that leads to
 * Source Management narrowed to "Needs attention", at 1366 and at 375 px; each source shows one
 * status. The count is the server's (other suites may add failing sources to a shared server).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startFeedServer } from "../../workers/feeds/feed_server_test_helper.ts";
import type { FailingSources } from "../../api/schemas/statistics.ts";
import { NAV_BADGES } from "../src/app/shell/strings.ts";
import { HEALTH, HEALTH_LABELS } from "../src/features/sources/strings.ts";
import { expectAccessible } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, callApi, e2eSuite, openSignedIn } from "./harness.ts";

const RUN = crypto.randomUUID().slice(0, 6);
const FAILING_LAND = `Failing Land ${RUN}`;
const CALM_LAND = `Calm Land ${RUN}`;
const ADMIN = { email: `health.admin.${RUN}@example.com`, password: "health-admin-pass-1" };

/** POST/PUT as the page's signed-in user (the Origin header passes the CSRF check). */
/** The server's failing count, and the header's badge once it says the same (after reloads). */
async function expectBadge(page: Page): Promise<number> {
  const badge = page.getByTestId("nav-bar").getByTestId("badge-sources-failing");
  for (let attempt = 1;; attempt++) {
    const { failing }: FailingSources =
      await (await page.request.get("/api/statistics/failing-sources")).json();
    // Its words are its name: a phone shows only the count.
    const shown = await badge.getAttribute("aria-label", { timeout: 5_000 }).catch(() => null);
    if (shown?.trim() === NAV_BADGES.sourcesFailing(failing)) return failing;
    assert.ok(attempt < 5, `badge says ${shown}, the server ${failing}`);
    await page.reload();
  }
}

e2eSuite("monitoring health in the header", async (t, { server, newPage }) => {
  const feeds = startFeedServer();
  await server.createUser([
    "--email",
    ADMIN.email,
    "--password",
    ADMIN.password,
    "--role",
    "admin",
  ]);
  const { page } = await newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const failingLand = await callApi(page, "POST", "/api/jurisdictions", { name: FAILING_LAND });
    const calmLand = await callApi(page, "POST", "/api/jurisdictions", { name: CALM_LAND });
    const source = (jurisdictionId: number, name: string, url: string) =>
      callApi(page, "POST", "/api/rss-sources", {
        jurisdictionId,
        name,
        url,
        sourceType: "jurisdiction",
      });
    const broken = await source(failingLand.id, "Broken Gazette", feeds.url("/status/404"));
    const flaky = await source(failingLand.id, "Flaky Gazette", feeds.url("/status/503"));
    await source(calmLand.id, "Calm Gazette", feeds.url("/generated/calm.xml?items=2"));
    for (let i = 0; i < 3; i++) {
      await page.request.post(`/api/rss-sources/${broken.id}/sync`, {
        headers: { origin: new URL(page.url()).origin },
      });
    }
    await page.request.post(`/api/rss-sources/${flaky.id}/sync`, {
      headers: { origin: new URL(page.url()).origin },
    });

    await t.step("at 1366 px, a red 'n sources failing' sits beside 'System Active'", async () => {
      await page.goto("/overview");
      const nav = page.getByTestId("nav-bar");
      const active = nav.getByTestId("badge-system-active");
      await active.getByText(NAV_BADGES.systemActive).waitFor();
      const failing = await expectBadge(page);
      assert.ok(failing >= 1);
      const badge = nav.getByRole("link", { name: NAV_BADGES.sourcesFailing(failing) });
      const [left, right] = [await active.boundingBox(), await badge.boundingBox()];
      assert.ok(left && right && Math.abs(left.y - right.y) < 8, "the two badges share one row");
      // Chromium answers lab(); a canvas turns it into RGB.
      const [r, g, b] = await badge.evaluate((el) => {
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.fillStyle = getComputedStyle(el).color;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data];
      });
      assert.ok(r! > 150 && g! < 80 && b! < 80, `the badge's text is red (${r}, ${g}, ${b})`);
      await expectAccessible(page, "the header with the failing-sources badge");
    });

    await t.step("the badge opens Source Management narrowed to 'Needs attention'", async () => {
      await page.getByTestId("nav-bar").getByTestId("badge-sources-failing").click();
      await page.waitForURL((url) =>
        url.pathname === "/jurisdictions" && url.searchParams.get("show") === "attention"
      );
      await page.getByTestId("attention-filter").getByText(HEALTH.filtered).waitFor();
      const attention = page.getByRole("region", { name: HEALTH.attentionTitle });
      await attention.getByTestId("attention-row").filter({ hasText: "Broken Gazette" })
        .getByText(HEALTH_LABELS.failing, { exact: true }).waitFor();
      await page.getByRole("region", { name: FAILING_LAND }).waitFor();
      assert.equal(await page.getByRole("region", { name: CALM_LAND }).count(), 0);
      await expectAccessible(page, "Source Management narrowed to Needs attention");

      await page.getByRole("link", { name: HEALTH.showAll }).click();
      await page.getByRole("region", { name: CALM_LAND }).waitFor();
      assert.equal(await page.getByTestId("attention-filter").count(), 0);
    });

    await t.step("each source shows one status, never 'Error' beside 'Healthy'", async () => {
      const card = page.getByRole("region", { name: FAILING_LAND });
      const status = (name: string) =>
        card.getByTestId("source-row").filter({ hasText: name }).getByTestId("source-status");
      await status("Broken Gazette").getByText(HEALTH_LABELS.failing, { exact: true }).waitFor();
      assert.deepEqual(await status("Broken Gazette").allTextContents(), ["Failing"]);
      // One failed sync here; a 'Sync All' of another suite on the shared server may add one.
      const flaky = await status("Flaky Gazette").allTextContents();
      assert.equal(flaky.length, 1, `one status: ${flaky}`);
      assert.match(flaky[0]!, /^Last sync failed \([12] of 3\)$/);
      for (const word of ["Error", "Healthy"]) {
        assert.equal(await card.getByText(word, { exact: true }).count(), 0, `no '${word}'`);
      }
    });

    await t.step("an admin, who cannot manage sources, gets no count", async () => {
      const { context, page: adminPage } = await newPage();
      await openSignedIn(adminPage, ADMIN.email, ADMIN.password);
      await adminPage.getByTestId("badge-system-active").waitFor();
      assert.equal(await adminPage.getByTestId("badge-sources-failing").count(), 0);
      const res = await adminPage.request.get("/api/statistics/failing-sources");
      assert.equal(res.status(), 403);
      await context.close();
    });

    await t.step("at 375 px the badge stays in the header, nothing overflows", async () => {
      // The superadmin's page of the steps above, at a phone's size: no second sign-in.
      const phone = page;
      await phone.setViewportSize({ width: 375, height: 780 });
      await phone.goto("/overview");
      const failing = await expectBadge(phone);
      const badge = phone.getByTestId("nav-bar").getByRole("link", {
        name: NAV_BADGES.sourcesFailing(failing),
      });
      const box = await badge.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375, "the badge is on screen");
      assert.ok(box.width <= 64, `a phone's badge shows the count only (${box.width} px)`);
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `the page is ${width} px wide`);
      await phone.getByRole("button", { name: "Menu" }).click();
      await phone.getByTestId("nav-menu-panel").getByText(NAV_BADGES.systemActive).waitFor();
      await expectAccessible(phone, "the phone header with the failing-sources badge");
      await badge.click();
      await phone.getByTestId("attention-filter").waitFor();
    });
  } finally {
    await feeds.close();
  }
});
