/**
 * Testing a migration on a database that already holds rows: the migrations up to one, then the
 * rest (used by the migration tests of issue 27).
 */
import assert from "node:assert/strict";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { type Database, openDatabase, PGLITE_OPTIONS } from "./client.ts";
import { hasTestPostgres } from "./testing.ts";

const MIGRATIONS = new URL("./migrations/", import.meta.url);

/** A copy of the migrations folder that stops before `tag`. */
export async function migrationsBefore(tag: string): Promise<string> {
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
export async function emptyDatabase() {
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
