import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import { dbTest } from "../testing.ts";
import { listingStatements, listLegalUpdates } from "./legal_update_listing.ts";

let serial = 0;

/** Inserts an approved update with this title, as a change of its own or a report of `primaryId`. */
async function insertApproved(db: Db, title: string, primaryId: number | null): Promise<number> {
  const url = `https://example.gov/search/${++serial}`;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into legal_updates (title, source_url, source_url_key, publish_date, status,
        approved_at, primary_id)
      values (${title}, ${url}, ${url}, now(), 'approved', now(), ${primaryId})
      returning id`),
  );
  return row!.id;
}

const SEARCH = { status: "approved", page: 1, limit: 20 } as const;

dbTest(
  "a search finds a change by its primary's words, not by its other reports'",
  async ({ db }) => {
    const primary = await insertApproved(db, "Pay transparency decree", null);
    await insertApproved(db, "Employers must publish pay gaps: an explainer", primary);

    const found = await listLegalUpdates(db, { ...SEARCH, search: "TRANSPARENCY" });
    assert.deepEqual(found.rows.map((r) => r.id), [primary]);
    assert.equal(found.total, 1);
    // The listing answers one row per change (issue 27): another report is listed under it only.
    assert.equal((await listLegalUpdates(db, { ...SEARCH, search: "explainer" })).total, 0);
  },
  { bothDrivers: true },
);

dbTest(
  "the listing's search can be served by the trigram index, which holds changes only",
  async ({ db }) => {
    // Enough rows that a rare word is worth its index, the planner told not to read the table
    // whole: the trigram index serves the search only where the listing's condition implies the
    // index's own (primary_id is null, ADR 0194).
    const primary = await insertApproved(db, "Pay transparency decree", null);
    await db.execute(sql`
      insert into legal_updates (title, source_url, source_url_key, publish_date, status,
        approved_at, primary_id)
      select 'Customs notice ' || i, 'https://example.gov/notice/' || i,
        'https://example.gov/notice/' || i, now(), 'approved', now(),
        case when i % 3 = 0 then null else ${primary}::integer end
      from generate_series(1, 5000) as i`);
    await db.execute(sql`vacuum analyze legal_updates`); // the trigram index out of its pending list

    const { total } = await listingStatements(db, { ...SEARCH, search: "transparency" });
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql`explain ${total}`))
        .map((row) => row["QUERY PLAN"]).join("\n");
    });
    assert.match(plan, /legal_updates_search_idx/, plan);
  },
  { bothDrivers: true },
);
