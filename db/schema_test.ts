import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { CATEGORIES } from "../domain/categories.ts";
import { type Db, rowsOf } from "./client.ts";
import { legalUpdates } from "./schema.ts";
import { dbTest } from "./testing.ts";

const CLEAN_CATEGORIES = new URL("./migrations/0003_clean_categories.sql", import.meta.url);

let serial = 0;

/** Inserts one update with this raw category (plain SQL: the typed builder refuses odd ones). */
function insertWithCategory(db: Db, category: string | null) {
  const url = `https://example.gov/category/${++serial}`;
  return db.execute(sql`
    insert into legal_updates (title, source_url, source_url_key, publish_date, ai_category)
    values ('An act', ${url}, ${url}, now(), ${category}) returning id`);
}

/** Runs `body` in a transaction that is always rolled back (DDL included). */
async function inRolledBackTransaction(db: Db, body: (tx: Db) => Promise<void>): Promise<void> {
  const rollback = new Error("roll back");
  try {
    await db.transaction(async (tx) => {
      await body(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
}

dbTest("the category CHECK refuses the alias, other spellings and blanks", async ({ db }) => {
  for (const category of ["Technology", "tax", " Tax", "", "Astrology"]) {
    await assert.rejects(
      inRolledBackTransaction(db, async (tx) => void await insertWithCategory(tx, category)),
      JSON.stringify(category),
    );
  }
  for (const category of [...CATEGORIES, null]) await insertWithCategory(db, category);
  const stored = await db.select({ category: legalUpdates.aiCategory }).from(legalUpdates);
  assert.equal(stored.length, CATEGORIES.length + 1);
}, { bothDrivers: true });

dbTest("migration 0003 rewrites old categories the way the listing showed them", async ({ db }) => {
  const statements = (await Deno.readTextFile(CLEAN_CATEGORIES)).split("--> statement-breakpoint");
  assert.equal(statements.length, 2, "the cleaning UPDATE, then the CHECK");
  const cases: [string | null, string | null][] = [
    ["Technology", "IT & Technology"],
    [" TECHNOLOGY\t", "IT & Technology"],
    ["it & technology", "IT & Technology"],
    [" financial services ", "Financial Services"],
    ["TAX", "Tax"],
    ["Unknown Thing", "General"],
    ["vTax", "General"],
    ["", null],
    ["  ", null],
    [null, null],
    ...CATEGORIES.map((c): [string, string] => [c, c]),
  ];
  await inRolledBackTransaction(db, async (tx) => {
    await tx.execute(
      sql`alter table legal_updates drop constraint legal_updates_ai_category_check`,
    );
    const ids: number[] = [];
    for (const [old] of cases) {
      ids.push(rowsOf<{ id: number }>(await insertWithCategory(tx, old))[0]!.id);
    }
    for (const statement of statements) await tx.execute(sql.raw(statement));
    const rows = rowsOf<{ id: number; ai_category: string | null }>(
      await tx.execute(sql`select id, ai_category from legal_updates order by id`),
    );
    const byId = new Map(rows.map((r) => [r.id, r.ai_category]));
    cases.forEach(([old, cleaned], i) => {
      assert.equal(byId.get(ids[i]!), cleaned, JSON.stringify(old));
    });
    // The constraint is back: the alias is refused again.
    await assert.rejects(insertWithCategory(tx, "Technology"));
  });
}, { bothDrivers: true });
