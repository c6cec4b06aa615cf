/**
 * The migration of issue 27 (0021_report_changes) on a database that already holds updates: each
 * stays a change of one report, listed and counted as before.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { type Database, openDatabase, PGLITE_OPTIONS, rowsOf } from "./client.ts";
import { PGlite } from "@electric-sql/pglite";
import { hasTestPostgres } from "./testing.ts";
import { listAdminUpdates } from "./queries/review.ts";
import { countUpdatesByStatus } from "./queries/statistics.ts";

const MIGRATIONS = new URL("./migrations/", import.meta.url);
const CHANGES_TAG = "0021_report_changes";

/** A copy of the migrations folder that stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "lw_migrations_" });
  await Deno.mkdir(`${dir}/meta`);
  const journal = JSON.parse(await Deno.readTextFile(new URL("meta/_journal.json", MIGRATIONS)));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  assert.ok(at > 0, `${tag} is in the journal`);
  journal.entries = journal.entries.slice(0, at);
  await Deno.writeTextFile(`${dir}/meta/_journal.json`, JSON.stringify(journal));
  for (const { tag: kept } of journal.entries) {
    await Deno.copyFile(new URL(`${kept}.sql`, MIGRATIONS), `${dir}/${kept}.sql`);
  }
  return dir;
}

/**
 * An empty database, not migrated: a new one on the test server (fast), else an in-memory PGlite.
 * `migrate(folder)` applies the migrations of a folder; `drop()` removes it all.
 */
async function emptyDatabase() {
  if (!hasTestPostgres()) {
    const database = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
    return {
      database,
      migrate: (folder: string) =>
        migratePglite(database.db as Parameters<typeof migratePglite>[0], {
          migrationsFolder: folder,
        }),
      drop: () => database.close(),
    };
  }
  const server = Deno.env.get("TEST_DATABASE_URL")!;
  const name = `lw_migration_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database: Database = await openDatabase({ url: url.toString(), maxConnections: 2 });
  return {
    database,
    migrate: (folder: string) =>
      migratePostgres(database.db as Parameters<typeof migratePostgres>[0], {
        migrationsFolder: folder,
      }),
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

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
