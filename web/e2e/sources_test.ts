/**
 * Browser tests of Source Management against the real server (web/e2e/harness.ts, which runs it
 * with ALLOW_PRIVATE_FETCH=1): a jurisdiction and sources pointing at a fixture feed server on
 * 127.0.0.1 are added, synced, and their pending updates then appear in the Verification Portal.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startFeedServer } from "../../workers/feeds/feed_server_test_helper.ts";
import { Buffer } from "node:buffer";
import {
  HEALTH,
  HEALTH_LABELS,
  JURISDICTION_FORM,
  JURISDICTIONS,
  OPML,
  SEARCH,
  SOURCE_FORM,
  SOURCE_FORMAT_LABELS,
  SOURCES,
  SPECIALISTS,
  TERMS,
  TOASTS,
} from "../src/features/sources/strings.ts";
import { SOURCE_MESSAGES } from "../../api/schemas/sources.ts";
import { SYNC_MESSAGES } from "../../api/sources/sync_calls.ts";
import { expectAccessible } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, openSignedIn } from "./harness.ts";

const toast = (page: Page) => page.getByTestId("toast");
const LAND = "Fixture Land";
const FEED_ITEMS = 4;
/** The generated feed's first title (workers/feeds/testdata/generate_feed.ts). */
const FIRST_ITEM = "Data Protection (Amendment) Act 2000 receives assent";

/**
 * Waits for a source's sync to answer: "Sync complete" when it ran at once, or "Sync initiated"
 * when the server's own loop had claimed the new source first (it is due at once).
 */
async function syncAnswered(page: Page) {
  await toast(page).getByText(TOASTS.syncDone).or(toast(page).getByText(TOASTS.syncStarted))
    .waitFor();
}

/** Picks `option` in the radix select labelled `label` inside `scope`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

e2eSuite("Source Management", async (t, { newPage }) => {
  const feeds = startFeedServer();
  const { page } = await newPage();
  try {
    await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, "/jurisdictions");
    await page.getByRole("heading", { name: "Source Management", level: 1 }).waitFor();

    await t.step("the terms card shows the 24 default terms and edits them", async () => {
      const card = page.getByTestId("terms-card");
      await card.getByText(TERMS.configured(24)).waitFor();
      await card.getByRole("button", { name: TERMS.edit }).click();
      const editor = card.getByLabel(TERMS.field);
      await editor.fill(`${await editor.inputValue()}, gazette notice`);
      await card.getByRole("button", { name: TERMS.save }).click();
      await toast(page).getByText(TOASTS.termsUpdated).waitFor();
      await card.getByText(TERMS.configured(25)).waitFor();
      await card.getByText("gazette notice", { exact: true }).waitFor();
      await card.getByRole("button", { name: TERMS.edit }).click();
      await card.getByRole("button", { name: TERMS.cancel }).click();
      await card.getByText(TERMS.configured(25)).waitFor();
    });

    await t.step("a jurisdiction is added, and a second of the same name is refused", async () => {
      await page.getByRole("button", { name: JURISDICTIONS.add }).click();
      const dialog = page.getByRole("dialog", { name: JURISDICTION_FORM.addTitle });
      await dialog.getByRole("button", { name: JURISDICTION_FORM.add }).click();
      await dialog.getByText("Name is required").waitFor();
      await dialog.getByLabel(JURISDICTION_FORM.name).fill(LAND);
      await dialog.getByLabel(JURISDICTION_FORM.about).fill("Laws of the fixture server");
      await choose(page, JURISDICTION_FORM.syncFrequency, JURISDICTION_FORM.frequency(6));
      await dialog.getByRole("button", { name: JURISDICTION_FORM.add }).click();
      await toast(page).getByText(TOASTS.jurisdictionAdded).waitFor();
      const card = page.getByRole("region", { name: LAND });
      await card.getByText(JURISDICTIONS.syncFrequency(6)).waitFor();
      await card.getByText(JURISDICTIONS.sourceCount(0)).waitFor();
      await card.getByText(JURISDICTIONS.active, { exact: true }).waitFor();

      await page.getByRole("button", { name: JURISDICTIONS.add }).click();
      const again = page.getByRole("dialog", { name: JURISDICTION_FORM.addTitle });
      await again.getByLabel(JURISDICTION_FORM.name).fill(LAND.toUpperCase());
      await again.getByRole("button", { name: JURISDICTION_FORM.add }).click();
      await again.getByText("A jurisdiction with this name already exists").waitFor();
      // The server's field error belongs to the name field, which it marks invalid.
      const name = again.getByLabel(JURISDICTION_FORM.name);
      assert.equal(await name.getAttribute("aria-invalid"), "true");
      assert.equal(await name.getAttribute("aria-describedby"), "jurisdiction-name-error");
      await again.getByRole("button", { name: JURISDICTION_FORM.cancel }).click();
    });

    await t.step("a source on the fixture feed is synced and shows its sync state", async () => {
      const card = page.getByRole("region", { name: LAND });
      await card.getByRole("button", { name: JURISDICTIONS.addSourceTo(LAND) }).click();
      const dialog = page.getByRole("dialog", { name: SOURCE_FORM.addTitle });
      await dialog.getByLabel(SOURCE_FORM.name).fill("Fixture Gazette");
      await dialog.getByLabel(SOURCE_FORM.url).fill("ftp://nope");
      await dialog.getByRole("button", { name: SOURCE_FORM.add }).click();
      await dialog.getByText("Please enter a valid URL").waitFor();
      await dialog.getByLabel(SOURCE_FORM.url).fill(
        feeds.url(`/generated/e2e-gazette.xml?items=${FEED_ITEMS}`),
      );
      await dialog.getByRole("button", { name: SOURCE_FORM.add }).click();
      await toast(page).getByText(TOASTS.sourceCreated).waitFor();
      await card.getByText(JURISDICTIONS.sourceCount(1)).waitFor();
      await card.getByText(SOURCES.lastSyncNever).waitFor();
      await card.getByText("Pending", { exact: true }).waitFor();

      await card.getByRole("button", { name: JURISDICTIONS.sync(LAND) }).click();
      await toast(page).getByText(TOASTS.syncStarted).waitFor();
      // The workers sync the jurisdiction's sources; the page follows until they are read,
      // without a reload.
      await card.getByText(/^Last sync: .* ago$/).waitFor({ timeout: 30_000 });
      await card.getByText("Active", { exact: true }).nth(1).waitFor();
    });

    await t.step("the synced items wait in the portal as pending updates", async () => {
      await page.goto("/admin");
      await page.getByTestId("updates-table").waitFor();
      // The feed's items are dated 2024: the oldest pending ones, first when sorted ascending.
      await page.getByTestId("sort-publishDate").click();
      const row = page.getByRole("row").filter({ hasText: FIRST_ITEM });
      await row.waitFor();
      await row.getByText("Fixture Gazette").waitFor();
      await row.getByText(LAND).waitFor();
      const res = await page.request.get("/api/admin/legal-updates?status=pending&limit=1000");
      const fromFeed = (await res.json()).updates.filter((
        u: { rssSource: { name: string } | null },
      ) => u.rssSource?.name === "Fixture Gazette");
      assert.equal(fromFeed.length, FEED_ITEMS);
      await page.goto("/jurisdictions");
    });

    await t.step("a specialist source is added, synced and deleted", async () => {
      await page.getByRole("button", { name: SPECIALISTS.add }).click();
      const dialog = page.getByRole("dialog", { name: SOURCE_FORM.addTitle });
      await dialog.getByLabel(SOURCE_FORM.name).fill("Fixture Firm");
      await dialog.getByLabel(SOURCE_FORM.url).fill(feeds.url("/generated/e2e-firm.xml?items=2"));
      await choose(page, SOURCE_FORM.jurisdiction, LAND);
      await dialog.getByLabel(SOURCE_FORM.legislativeFilter).fill(" privacy,, Data Protection ");
      await dialog.getByRole("button", { name: SOURCE_FORM.add }).click();
      await toast(page).getByText(TOASTS.sourceCreated).waitFor();
      const row = page.getByTestId("specialist-row").filter({ hasText: "Fixture Firm" });
      await row.getByText("privacy, Data Protection", { exact: true }).waitFor();
      await row.getByText("Pending", { exact: true }).waitFor();
      await row.getByRole("button", { name: SOURCES.sync("Fixture Firm") }).click();
      await syncAnswered(page);
      await row.getByText("Active", { exact: true }).waitFor({ timeout: 30_000 });

      await page.getByLabel(SEARCH.label).fill("fixture");
      const total = await page.getByTestId("jurisdiction-card").count() +
        await page.getByTestId("specialist-row").count();
      await page.getByText(/\d+ of \d+ sources match your search/).waitFor();
      assert.equal(total, 2, "Fixture Land and Fixture Firm match");
      await page.getByLabel(SEARCH.label).fill("");

      await row.getByRole("button", { name: SOURCES.remove("Fixture Firm") }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText(SPECIALISTS.confirmDelete("Fixture Firm")).waitFor();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await toast(page).getByText(TOASTS.sourceDeleted).waitFor();
      await row.waitFor({ state: "detached" });
    });

    await t.step("a web page source takes its CSS selector and is read by it", async () => {
      await page.getByRole("button", { name: SPECIALISTS.add }).click();
      const dialog = page.getByRole("dialog", { name: SOURCE_FORM.addTitle });
      await dialog.getByLabel(SOURCE_FORM.name).fill("Fixture Notices");
      await dialog.getByLabel(SOURCE_FORM.url).fill(feeds.url("/feeds/web_page.html"));
      await choose(page, SOURCE_FORM.jurisdiction, LAND);
      await choose(page, SOURCE_FORM.format, SOURCE_FORMAT_LABELS["web-page"]);
      await dialog.getByRole("button", { name: SOURCE_FORM.add }).click();
      await dialog.getByText(SOURCE_MESSAGES.selectorRequired).waitFor();
      await dialog.getByLabel(SOURCE_FORM.selector).fill("ul.results h3");
      await dialog.getByRole("button", { name: SOURCE_FORM.add }).click();
      await toast(page).getByText(TOASTS.sourceCreated).waitFor();
      const row = page.getByTestId("specialist-row").filter({ hasText: "Fixture Notices" });
      await row.getByRole("button", { name: SOURCES.sync("Fixture Notices") }).click();
      await syncAnswered(page);
      await row.getByText("Active", { exact: true }).waitFor({ timeout: 30_000 });
      const res = await page.request.get("/api/admin/legal-updates?status=pending&limit=1000");
      const titles = (await res.json()).updates.filter((
        u: { rssSource: { name: string } | null },
      ) => u.rssSource?.name === "Fixture Notices").map((u: { title: string }) => u.title);
      assert.deepEqual(titles.toSorted(), [
        "Buy-now-pay-later rules",
        "Consumer Credit Regulations 2024",
        "Decision 17 & reasons",
      ]);
      await row.getByRole("button", { name: SOURCES.edit("Fixture Notices") }).click();
      const edit = page.getByRole("dialog", { name: SOURCE_FORM.editTitle });
      assert.equal(await edit.getByLabel(SOURCE_FORM.selector).inputValue(), "ul.results h3");
      await edit.getByRole("button", { name: SOURCE_FORM.cancel }).click();
    });

    await t.step("an OPML file is imported, and the sources' health shows", async () => {
      const opml = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0" xmlns:lw="https://legalwatch.app/ns/opml/1">
  <body>
    <outline text="OPML Land">
      <outline type="rss" text="OPML Gazette" xmlUrl="${
        feeds.url("/generated/e2e-opml.xml?items=4")
      }"/>
      <outline type="rss" text="OPML Broken" xmlUrl="${
        feeds.url("/status/404")
      }" lw:sourceType="jurisdiction"/>
      <outline type="rss" text="Not a web address" xmlUrl="nope"/>
    </outline>
    <outline text="${LAND.toLowerCase()}">
      <outline type="rss" text="Same gazette" xmlUrl="${
        feeds.url(`/generated/e2e-gazette.xml?items=${FEED_ITEMS}`)
      }"/>
    </outline>
  </body>
</opml>`;
      await page.getByLabel(OPML.fileLabel).setInputFiles({
        name: "sources.opml",
        mimeType: "text/x-opml",
        buffer: Buffer.from(opml),
      });
      // Issue 25: the import asks where sources outside any group go (this file has none).
      await page.getByRole("dialog", { name: OPML.askTitle })
        .getByRole("button", { name: OPML.confirm }).click();
      const result = page.getByTestId("opml-result");
      await result.getByText(OPML.result(2, 1)).waitFor();
      await result.getByText(OPML.errorsTitle(1)).waitFor();
      await result.getByText(`${OPML.line(7)} · Not a web address: Please enter a valid URL`)
        .waitFor();
      await expectAccessible(page, "Source Management with an OPML import result");
      await result.getByRole("button", { name: OPML.close }).click();
      await result.waitFor({ state: "detached" });

      const card = page.getByRole("region", { name: "OPML Land" });
      await card.getByText(JURISDICTIONS.sourceCount(2)).waitFor();
      const gazette = card.getByTestId("source-row").filter({ hasText: "OPML Gazette" });
      const broken = card.getByTestId("source-row").filter({ hasText: "OPML Broken" });
      // One status per source (issue 25): never synced reads the spec's 'Pending', alone.
      await gazette.getByText("Pending", { exact: true }).waitFor();
      await broken.getByText("Pending", { exact: true }).waitFor();
      assert.deepEqual(await broken.getByTestId("source-status").allTextContents(), ["Pending"]);

      // Three syncs: the broken feed fails three times in a row; the gazette's items are from
      // 2024, so it has gone silent.
      // A jurisdiction's sync only starts it (the workers sync in the background): each click
      // waits for the broken feed's failure to be recorded before the next.
      const sync = card.getByRole("button", { name: JURISDICTIONS.sync("OPML Land") });
      const failures = async () => {
        const sources: { name: string; consecutiveErrors: number }[] =
          await (await page.request.get("/api/rss-sources")).json();
        return sources.find((s) => s.name === "OPML Broken")?.consecutiveErrors ?? 0;
      };
      for (let i = 1; i <= 3; i++) {
        await sync.click();
        for (let attempt = 1; (await failures()) < i; attempt++) {
          assert.ok(attempt < 100, `sync ${i} of the broken feed was recorded`);
          await page.waitForTimeout(100);
        }
      }
      await page.reload();
      await broken.getByText(HEALTH_LABELS.failing, { exact: true }).waitFor();
      // Silent: its sync works (the spec's 'Active'), and the line under it says how long it
      // has been quiet.
      await gazette.getByTestId("source-status").getByText("Active", { exact: true }).waitFor();
      await gazette.getByTestId("source-silence").getByText(/^No new item for \d+ days/).waitFor();
      await gazette.getByRole("img", { name: /^Items per week, last 12 weeks/ }).waitFor();
      const attention = page.getByRole("region", { name: HEALTH.attentionTitle });
      const rows = attention.getByTestId("attention-row");
      await rows.filter({ hasText: "OPML Broken" }).getByText(/^3 failed syncs in a row: /)
        .waitFor();
      await rows.filter({ hasText: "OPML Gazette" }).getByText(/^No new item for \d+ days/)
        .waitFor();

      await expectAccessible(page, "Source Management with sources that need attention");

      const download = await page.request.get("/api/rss-sources/opml");
      const exported = await download.text();
      assert.match(exported, /<outline text="OPML Land" title="OPML Land">/);
      assert.match(exported, /text="OPML Gazette"/);
    });

    await t.step("deleting the jurisdiction keeps the updates it brought", async () => {
      const card = page.getByRole("region", { name: LAND });
      await card.getByRole("button", { name: JURISDICTIONS.remove(LAND) }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText(JURISDICTIONS.confirmDelete(LAND)).waitFor();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await toast(page).getByText(TOASTS.jurisdictionDeleted).waitFor();
      await card.waitFor({ state: "detached" });
      const res = await page.request.get("/api/admin/legal-updates?status=pending&limit=1000");
      const kept = (await res.json()).updates.filter((u: { sourceUrl: string }) =>
        u.sourceUrl.includes("/e2e-gazette/")
      );
      assert.equal(kept.length, FEED_ITEMS);
      for (const update of kept) {
        assert.equal(update.jurisdiction, null);
        assert.equal(update.rssSource, null);
      }
    });

    await t.step("the global sync button starts a sync of every source", async () => {
      await page.getByRole("button", { name: "Sync All Sources" }).click();
      await toast(page).getByText(TOASTS.syncStarted).waitFor();
      await toast(page).getByText(SYNC_MESSAGES.started).waitFor();
    });
  } finally {
    await feeds.close();
  }
});
