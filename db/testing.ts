/**
 * Database tests run twice: on PGlite and on a real PostgreSQL server. `dbTest` registers both.
 *
 * - PGlite: one migrated in-memory instance per test process (starting one takes seconds).
 * - PostgreSQL: one database per test process, created from the migrated template that
 *   scripts/test.ts prepares (TEST_DATABASE_URL and TEST_TEMPLATE_DB). Without them the
 *   postgres variant is skipped, unless CI=true, where a missing server fails the run.
 *
 * Every test starts from empty tables.
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, type Db, openDatabase, rowsOf } from "./client.ts";

export type Driver = "pglite" | "postgres";

const databases = new Map<Driver, Promise<Database>>();

function templateSettings(): { url: string; template: string } | null {
  const url = Deno.env.get("TEST_DATABASE_URL");
  const template = Deno.env.get("TEST_TEMPLATE_DB");
  return url && template ? { url, template } : null;
}

const postgresAvailable = templateSettings() !== null;
if (!postgresAvailable && Deno.env.get("CI") === "true") {
  throw new Error(
    "db/testing: CI=true but no PostgreSQL server (TEST_DATABASE_URL); run `deno task test`",
  );
}

/** The shared database of this test process for a driver, opened and migrated once. */
export function testDatabase(driver: Driver): Promise<Database> {
  let database = databases.get(driver);
  if (!database) {
    database = driver === "pglite" ? openPgliteForTests() : openPostgresForTests();
    databases.set(driver, database);
  }
  return database;
}

async function openPgliteForTests(): Promise<Database> {
  const database = await openDatabase({});
  await database.migrate();
  return database;
}

async function openPostgresForTests(): Promise<Database> {
  const settings = templateSettings();
  if (!settings) throw new Error("db/testing: TEST_DATABASE_URL is not set");
  const name = `lw_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(settings.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${settings.template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(settings.url);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString(), maxConnections: 8 });
}

/** Empties every table (identities restart), so each test starts from a clean database. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((r) => `"${r.tablename}"`);
  if (tables.length) {
    await db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
  }
}

export interface DbTestContext {
  db: Db;
  database: Database;
  driver: Driver;
}

/**
 * Registers `[pglite] name` and `[postgres] name`. The body gets an emptied database.
 * Resources (servers, timers) the body opens must be closed by the body.
 */
export function dbTest(
  name: string,
  fn: (ctx: DbTestContext) => Promise<void>,
  options: { only?: boolean } = {},
): void {
  for (const driver of ["pglite", "postgres"] as const) {
    Deno.test({
      name: `[${driver}] ${name}`,
      ignore: driver === "postgres" && !postgresAvailable,
      only: options.only,
      // Open connections and the PGlite instance are shared across tests on purpose.
      sanitizeResources: false,
      sanitizeOps: false,
      async fn() {
        const database = await testDatabase(driver);
        await resetDatabase(database.db);
        await fn({ db: database.db, database, driver });
      },
    });
  }
}
