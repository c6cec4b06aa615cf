/**
 * Browser test of the demo's duties (issue 25, item 1): on the shared seeded server, a visitor
 * opens the detail page of a demo update whose text says "must" or "shall" and sees its
 * obligations, each quoting a whole sentence of the text, instead of "No obligations found in
 * this update.". Read-only: it changes nothing the other suites see.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { ListingResponse, UpdateDetailResponse } from "../../api/schemas/legal_updates.ts";
import { OBLIGATIONS_TEXT } from "../src/components/legal_updates/obligations_list.tsx";
import { DETAIL_PAGE } from "../src/features/update_detail/strings.ts";
import { updateDetailPath } from "../src/lib/pages.ts";
import { expectAccessible } from "./axe.ts";
import { e2eSuite } from "./harness.ts";

const MODAL = /\b(must|shall)\b/i;
/** The demo's approved updates are at least a day old; other suites' are dated now. */
const DEMO_AGE_MS = 12 * 3_600_000;

/** The oldest approved updates whose text says "must" or "shall", as a visitor reads them. */
async function demoUpdatesWithDuties(page: Page, count: number) {
  const listing = await (await page.request.get("/api/legal-updates?limit=200&sort=asc"))
    .json() as ListingResponse;
  const demo = listing.updates.filter((u) => Date.parse(u.publishDate) < Date.now() - DEMO_AGE_MS);
  const found: UpdateDetailResponse["update"][] = [];
  for (const { id } of demo) {
    const res = await page.request.get(`/api/legal-updates/${id}`);
    assert.equal(res.status(), 200);
    const { update } = await res.json() as UpdateDetailResponse;
    if (MODAL.test(`${update.title} ${update.content}`)) found.push(update);
    if (found.length === count) break;
  }
  assert.equal(found.length, count, "the demo has approved updates that say must or shall");
  return found;
}

e2eSuite("a fresh demo shows the duties of its updates", async (t, { newPage }) => {
  const { context, page } = await newPage();
  const updates = await demoUpdatesWithDuties(page, 5);

  await t.step("each demo update that says must or shall has its obligations", () => {
    for (const update of updates) {
      assert.ok(update.obligations.length > 0, `no obligations on "${update.title}"`);
    }
  });

  await t.step("a visitor sees them on the detail page, quoting whole sentences", async () => {
    const [update] = updates;
    await page.goto(updateDetailPath(update!.id));
    await page.getByRole("heading", { name: update!.title, level: 1 }).waitFor();
    const section = page.getByRole("region", { name: DETAIL_PAGE.obligations });
    const items = section.getByTestId("obligation");
    await items.first().waitFor();
    assert.equal(await items.count(), update!.obligations.length);
    assert.equal(await section.getByText(OBLIGATIONS_TEXT.none).count(), 0);
    await section.getByText(DETAIL_PAGE.obligationsIntro).waitFor();
    for (const quote of await section.locator("blockquote").allTextContents()) {
      const citation = quote.replace(`${OBLIGATIONS_TEXT.citation}:`, "").trim();
      const sentence = update!.content.includes(citation) && /[.!?…]["”)]?$/.test(citation);
      assert.ok(citation === update!.title || sentence, `not a whole sentence: ${citation}`);
    }
    await expectAccessible(page, "the detail page of a demo update with obligations");
  });
  await context.close();
});
