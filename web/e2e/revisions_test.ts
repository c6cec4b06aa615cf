/**
 * Browser tests of revisions (issue 16) on real parts: a feed of the suite's own on 127.0.0.1 is
 * added as a source and synced by the server; its item is approved; the feed changes the item's
 * text and the source is synced again. The new text of the approved update waits for review
 * (issue 23): visitors keep the approved text while the portal shows "Revision pending" in its
 * default view, with the redline, and the admin approves it. A visitor then sees "Revised …" in
 * the listing and, on the detail page, the revisions and the redline (<del> the removed words,
 * <ins> the added ones), axe-clean; an admin sees the same redline in the portal's detail dialog.
 *
 * On a server of its own (ownServer): approving an update changes the counts the listing suite
 * asserts on the shared server while it runs.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { ListingResponse } from "../../api/schemas/legal_updates.ts";
import { REVISIONS_TEXT } from "../src/components/legal_updates/revisions_text.ts";
import { DETAIL, REVISION_REVIEW } from "../src/features/admin/strings.ts";
import { LISTING_TEXT } from "../src/features/legal_updates/strings.ts";
import { updateDetailPath } from "../src/lib/pages.ts";
import { expectAccessible } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, navigateInApp, signInPage } from "./harness.ts";

const TITLE = "Revisions test: dock safety rule for harbour operators";
const LINK = "https://harbour.example/rules/dock-safety";
const BEFORE = "Harbour operators must inspect cranes every 30 days.";
const AFTER = "Harbour operators must inspect cranes every 14 days.";

/** A one-item RSS feed on 127.0.0.1 whose description the test changes. */
function startFeed() {
  let description = BEFORE;
  // Published now: the newest update, first in the portal's list.
  const published = new Date().toUTCString();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () =>
    new Response(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Gazette</title>` +
        `<item><title>${TITLE}</title><link>${LINK}</link>` +
        `<description>${description}</description>` +
        `<pubDate>${published}</pubDate></item></channel></rss>`,
      { headers: { "content-type": "application/rss+xml" } },
    ));
  return {
    url: `http://127.0.0.1:${server.addr.port}/feed.xml`,
    change: (text: string) => void (description = text),
    close: () => server.shutdown(),
  };
}

async function syncSource(admin: Page, id: number, origin: string) {
  const res = await admin.request.post(`/api/rss-sources/${id}/sync`, { headers: { origin } });
  assert.equal(res.status(), 200, await res.text());
  return await res.json() as { itemsInserted: number; itemsRevised: number };
}

e2eSuite("revisions and the redline", async (t, { server, newPage }) => {
  const feed = startFeed();
  const { context: adminContext, page: admin } = await newPage();
  // One visitor context for the signed-out steps (a context is a renderer process of its own).
  const { context: visitorContext, page: visitor } = await newPage();
  try {
    await signInPage(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    const headers = { origin: server.url };
    const [jurisdiction] = await (await admin.request.get("/api/jurisdictions")).json() as {
      id: number;
    }[];
    assert.ok(jurisdiction);
    const created = await admin.request.post("/api/rss-sources", {
      data: {
        jurisdictionId: jurisdiction.id,
        name: "Harbour Gazette",
        url: feed.url,
        sourceType: "specialist",
      },
      headers,
    });
    assert.equal(created.status(), 201, await created.text());
    const source = await created.json() as { id: number };
    assert.equal((await syncSource(admin, source.id, server.url)).itemsInserted, 1);
    const found = await (await admin.request.get(
      `/api/legal-updates?status=pending&search=${encodeURIComponent("dock safety rule")}`,
    )).json() as ListingResponse;
    const id = found.updates[0]?.id;
    assert.ok(id, "the synced item is a pending update");
    const approved = await admin.request.patch(`/api/legal-updates/${id}/status`, {
      data: { status: "approved" },
      headers,
    });
    assert.equal(approved.status(), 200);

    feed.change(AFTER);
    assert.equal((await syncSource(admin, source.id, server.url)).itemsRevised, 1);

    await t.step(
      "while the revision waits for review, a visitor sees the approved text",
      async () => {
        const page = visitor;
        await page.goto("/overview");
        await page.getByPlaceholder(LISTING_TEXT.searchPlaceholder).fill("dock safety rule");
        const row = page.getByTestId("update-row").filter({ hasText: TITLE });
        await row.waitFor();
        assert.equal(await row.getByTestId("revised-note").count(), 0);
        await navigateInApp(page, updateDetailPath(id));
        await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
        await page.getByText(BEFORE).first().waitFor();
        assert.equal(await page.getByText(AFTER).count(), 0);
        assert.equal(await page.getByTestId("revisions").count(), 0);
      },
    );

    await t.step(
      "the portal shows 'Revision pending' in its default view; the admin approves it from its redline, axe-clean",
      async () => {
        await admin.goto("/admin");
        const filter = admin.getByTestId("filter-revision-pending");
        await filter.getByText("1", { exact: true }).waitFor();
        await filter.click();
        const row = admin.getByTestId(`update-row-${id}`);
        await row.getByTestId("revision-pending-badge").getByText(REVISION_REVIEW.badge).waitFor();
        await row.getByRole("button", { name: TITLE, exact: true }).click();
        const panel = admin.getByTestId("detail-dialog").getByTestId("pending-revision");
        await panel.getByRole("heading", { name: REVISION_REVIEW.heading }).waitFor();
        const redline = panel.getByTestId("redline");
        await redline.locator("del").getByText("30").waitFor();
        assert.deepEqual(await redline.locator("ins").allTextContents(), ["14"]);
        await expectAccessible(admin, "the portal's detail dialog with a pending revision", {
          scope: "[role=dialog]",
        });
        await panel.getByRole("button", { name: REVISION_REVIEW.approve }).click();
        await admin.getByText(REVISION_REVIEW.approved, { exact: true }).first().waitFor();
        await panel.waitFor({ state: "detached" });
        await admin.getByTestId("status-history").getByText(DETAIL.revisionApproved).waitFor();
        await admin.keyboard.press("Escape");
      },
    );

    await t.step("the listing shows the update as revised", async () => {
      const page = visitor;
      await page.goto("/overview"); // a fresh load: the listing is read anew
      await page.getByPlaceholder(LISTING_TEXT.searchPlaceholder).fill("dock safety rule");
      const row = page.getByTestId("update-row").filter({ hasText: TITLE });
      await row.getByTestId("revised-note").getByText(/^Revised /).waitFor();
    });

    await t.step(
      "a visitor sees the revisions and the redline on the detail page, axe-clean",
      async () => {
        const page = visitor;
        // In-app from the fresh listing, whose document has not read this update's detail yet.
        await navigateInApp(page, updateDetailPath(id));
        await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
        const panel = page.getByTestId("revisions");
        await panel.getByRole("heading", { level: 2, name: REVISIONS_TEXT.heading }).waitFor();
        const revisions = panel.getByTestId("revision");
        assert.equal(await revisions.count(), 2);
        assert.match(await revisions.first().textContent() ?? "", /^Original: /);
        assert.match(await revisions.nth(1).textContent() ?? "", /^Revision 1: /);
        const redline = panel.getByTestId("redline");
        assert.deepEqual(await redline.locator("del").allTextContents(), ["30"]);
        assert.deepEqual(await redline.locator("ins").allTextContents(), ["14"]);
        assert.match(await redline.textContent() ?? "", /inspect cranes every 3014 days\./);
        await expectAccessible(page, "the detail page with a redline");
      },
    );

    await t.step("an admin sees the redline in the portal's detail dialog, axe-clean", async () => {
      await admin.goto("/admin");
      await admin.getByTestId("filter-approved").click();
      await admin.getByRole("button", { name: TITLE, exact: true }).click();
      const dialog = admin.getByTestId("detail-dialog");
      await dialog.getByTestId("redline").locator("del").getByText("30").waitFor();
      await dialog.getByTestId("redline").locator("ins").getByText("14").waitFor();
      await expectAccessible(admin, "the portal's detail dialog with a redline", {
        scope: "[role=dialog]",
      });
      await admin.keyboard.press("Escape");
    });
  } finally {
    await visitorContext.close();
    await adminContext.close();
    await feed.close();
  }
}, { ownServer: true });
