/**
 * The fact keys' migration (0029_fact_keys, ADR 0184) on a database whose reports
 * stored their key facts in title_words behind "§" (ADR 0175): the facts move to key_facts, the
 * report gets its fact rows (a copy none), a report worded apart finds it by its start date, and a
 * deleted report's rows pass to its first copy.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { emptyDatabase, migrationsBefore } from "../../db/migration_testing.ts";
import { featuresOf } from "./report_features.ts";
import { bandsOf } from "./stored_features.ts";
import { BATTERY_NOTE, BATTERY_PRESS, storeGrouped } from "./sample_reports_test_helper.ts";

/**
 * A report and its features as grouping stored them before 0029 (`copyOf`: a copy's holder); its
 * id.
 */
async function storeOld(db: Db, copyOf: number | null): Promise<number> {
  const f = featuresOf(BATTERY_PRESS);
  const link = `${BATTERY_PRESS.link}?${copyOf ?? "holder"}`;
  const id = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into legal_updates (title, source_url, source_url_key, publish_date, status)
      values (${BATTERY_PRESS.title}, ${link}, ${link}, '2026-03-03', 'approved')
      returning id`),
  )[0]!.id;
  const words = [...f.titleWords, ...f.facts.map((fact) => "§" + fact)];
  await db.execute(sql`
    insert into legal_update_features (legal_update_id, signature, bands, own_keys, match_keys,
      variant, title_numbers, title_words, day, jurisdiction, official, copy_key, copy_of)
    values (${id}, ${new Uint8Array(f.signature.buffer)},
      ${`{${bandsOf(f).join(",")}}`}::integer[], '{}', '{}', ${f.variant}, '{}',
      ${`{${words.map((w) => `"${w}"`).join(",")}}`}::text[], ${f.day}, '1', false, 0,
      ${copyOf})`);
  return id;
}

async function column(db: Db, query: ReturnType<typeof sql>): Promise<unknown[]> {
  return rowsOf<{ v: unknown }>(await db.execute(query)).map((r) => r.v);
}

Deno.test({
  name: "key facts stored in the title words move to key_facts and find a report worded apart",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const before = await migrationsBefore("0029_fact_keys");
    const { database, migrate, drop } = await emptyDatabase();
    try {
      const db = database.db;
      await migrate(before);
      const holder = await storeOld(db, null); // 1
      await storeOld(db, holder); // 2, a copy of 1: no rows of its own
      await database.migrate();

      assert.deepEqual(
        await column(db, sql`select key_facts as v from legal_update_features order by 1`),
        [["date:2026-03-24"], ["date:2026-03-24"]],
      );
      const words = await column(db, sql`select title_words as v from legal_update_features`);
      assert.ok(words.every((w) => !(w as string[]).some((word) => word.startsWith("§"))));
      assert.deepEqual(
        await column(
          db,
          sql`select legal_update_id || ' ' || fact as v
          from legal_update_fact_keys`,
        ),
        ["1 date:2026-03-24"],
      );

      // A law firm's note worded apart, 3 days later, joins the change by the start date.
      const note = { ...BATTERY_NOTE, link: "https://firm.example/n" };
      const grouped = await storeGrouped(db, note);
      assert.equal(grouped.joined, 1);

      // The holder goes: its copy takes the fact rows over.
      await db.execute(sql`delete from legal_updates where id = 1`);
      assert.deepEqual(
        await column(
          db,
          sql`select legal_update_id as v from legal_update_fact_keys
          where fact = 'date:2026-03-24' order by 1`,
        ),
        [2, 3],
      );
    } finally {
      await drop();
      await Deno.remove(before, { recursive: true });
    }
  },
});
