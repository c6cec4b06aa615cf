/**
 * The listing past its fast path: with more approved updates than the 1000 the screen loads,
 * it filters, searches and pages on the server, with the same texts. The extra updates go in
 * through the running server's shared PGlite, as a shell task would. On a server of its own
 * (ownServer), on PGlite: a thousand more updates would change every other suite's listing.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client.ts";
import { findSharedPglite } from "../../db/shared_pglite.ts";
import { LISTING_TEXT, resultCount, showingRange } from "../src/features/legal_updates/strings.ts";
import { e2eSuite } from "./harness.ts";

const EXTRA = 1_100;
/** A word only the oldest extra update carries: beyond the 1000 newest the screen loads. */
const RARE_WORD = "quokkaregulation";

e2eSuite("the listing switches to server-side paging past 1000 updates", async (t, ctx) => {
  const url = await findSharedPglite(ctx.server.dataDir);
  assert.ok(url, "the e2e server shares its PGlite");
  const database = await openDatabase({ url, maxConnections: 1 });
  try {
    // Published before every demo update, so the rare one sorts last of all.
    await database.db.execute(sql`
      insert into legal_updates (title, content, source_url, source_url_key, publish_date,
        jurisdiction_id, status, ai_summary, ai_category, analysis_state, approved_at)
      select 'Bulk notice ' || g || case when g = ${EXTRA} then ' ${
      sql.raw(RARE_WORD)
    }' else '' end,
        'Text', 'https://bulk.example/' || g, 'https://bulk.example/' || g,
        timestamptz '2020-01-01' - (g || ' hours')::interval,
        (select min(id) from jurisdictions), 'approved', 'A bulk notice', 'Tax', 'done',
        timestamptz '2020-01-02'
      from generate_series(1, ${EXTRA}) as g`);
  } finally {
    await database.close();
  }

  const { page } = await ctx.newPage();
  const listing = await (await page.request.get("/api/legal-updates?status=approved&limit=1"))
    .json();
  const total = listing.total as number;
  assert.ok(total > 1000);

  await t.step("the pager counts every approved update, not the 1000 loaded", async () => {
    await page.goto("/overview");
    await page.getByTestId("update-row").first().waitFor();
    await page.getByTestId("pagination-range").filter({ hasText: showingRange(1, 20, total) })
      .waitFor();
  });

  await t.step("search finds an update beyond the loaded 1000", async () => {
    await page.getByPlaceholder(LISTING_TEXT.searchPlaceholder).fill(RARE_WORD);
    await page.getByTestId("search-count").filter({ hasText: resultCount(1) }).waitFor();
    await page.getByTestId("update-row").filter({ hasText: RARE_WORD }).waitFor();
    assert.equal(await page.getByTestId("update-row").count(), 1);
  });
  // On PGlite (`pglite`): the default start serves the listing from PGlite, and the server-side
  // paging's SQL must hold there (docs/testing.md).
}, { ownServer: true, pglite: true });
