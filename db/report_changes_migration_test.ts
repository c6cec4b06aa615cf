/**
 * The migration of issue 27 (0023_report_changes) on a database that already holds updates: each
 * stays a change of one report, listed and counted as before.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { rowsOf } from "./client.ts";
import { emptyDatabase, migrationsBefore } from "./migration_testing.ts";
import { listAdminUpdates } from "./queries/review.ts";
import { countUpdatesByStatus } from "./queries/statistics.ts";

const CHANGES_TAG = "0023_report_changes";

Deno.test({
  name: "updates stored before the migration stay changes of one report each",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const before = await migrationsBefore(CHANGES_TAG);
    const { database, migrate, drop } = await emptyDatabase();
    try {
      const db = database.db;
      await migrate(before);
      // Two reports of one act from two sources, as the sync stored them before issue 27.
      await db.execute(sql`
        insert into legal_updates (title, source_url, source_url_key, publish_date, status)
        values ('Regulation (EU) 2026/1432 adopted', 'https://a.example/1', 'a.example/1',
          '2026-06-10', 'approved'),
          ('Regulation (EU) 2026/1432 explained', 'https://b.example/1', 'b.example/1',
          '2026-06-11', 'approved'),
          ('Consultation on credit law', 'https://a.example/2', 'a.example/2',
          '2026-06-11', 'pending')`);
      await database.migrate();
      const rows = rowsOf<{ primary_id: number | null }>(
        await db.execute(sql`select primary_id from legal_updates order by id`),
      );
      assert.deepEqual(rows.map((r) => r.primary_id), [null, null, null]);
      const listed = await listAdminUpdates(db, { page: 1, limit: 10 });
      assert.equal(listed.total, 3);
      const counts = Object.fromEntries(
        (await countUpdatesByStatus(db)).map((r) => [r.status, r.n]),
      );
      assert.deepEqual(counts, { approved: 2, pending: 1 });
    } finally {
      await drop();
      await Deno.remove(before, { recursive: true });
    }
  },
});
