/**
 * The band table's migration (0025_band_table, ADR 0158) on a database whose reports
 * already have features: their bands are carried over, so a new copy of a stored report still
 * joins its change, and a deleted report takes its bands with it.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client.ts";
import { emptyDatabase, migrationsBefore } from "../../db/migration_testing.ts";
import { featuresOf } from "./report_features.ts";
import { bandsOf } from "./stored_features.ts";
import { storeGrouped, WAGE_PRESS } from "./sample_reports_test_helper.ts";

Deno.test({
  name: "a report stored before the band table still gathers its copies, and leaves with its bands",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const before = await migrationsBefore("0025_band_table");
    const { database, migrate, drop } = await emptyDatabase();
    try {
      const db = database.db;
      await migrate(before);
      // A press release and its features as grouping stored them before the band table.
      const stored = featuresOf(WAGE_PRESS);
      await db.execute(sql`
        insert into legal_updates (title, source_url, source_url_key, publish_date, status)
        values (${WAGE_PRESS.title}, ${WAGE_PRESS.link}, ${WAGE_PRESS.link}, '2026-06-10', 'approved')`);
      await db.execute(sql`
        insert into legal_update_features (legal_update_id, signature, bands, own_keys,
          match_keys, variant, title_numbers, title_words, day, jurisdiction, official)
        values (1, ${new Uint8Array(stored.signature.buffer)},
          ${`{${bandsOf(stored).join(",")}}`}::integer[], '{}', '{}', ${stored.variant},
          ${`{${stored.titleNumbers.join(",")}}`}::text[],
          ${`{${[...stored.titleWords].join(",")}}`}::text[], ${stored.day}, '1', false)`);
      await database.migrate();

      // A digest republishes it after the migration: it joins the stored report's change.
      const digest = { ...WAGE_PRESS, link: "https://digest.example/wage" };
      const grouped = await storeGrouped(db, digest);
      assert.equal(grouped.joined, 1);
      const primaries = rowsOf<{ primary_id: number | null }>(
        await db.execute(sql`select primary_id from legal_updates order by id`),
      );
      assert.deepEqual(primaries.map((r) => r.primary_id), [null, 1]);

      // Deleting the stored report deletes its bands: a later copy is not grouped with a ghost.
      await db.execute(sql`delete from legal_updates where id = 1`);
      const left = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from legal_update_bands where legal_update_id = 1`),
      );
      assert.equal(left[0]!.n, 0);
    } finally {
      await drop();
      await Deno.remove(before, { recursive: true });
    }
  },
});
