/**
 * Database tests: `dbTest` runs a test on a real PostgreSQL server (what production runs), or on
 * PGlite when no server is there (a developer without Postgres); `bothDrivers: true` runs it on
 * both, for the tests that prove the two drivers agree (queries, ingest, seed, the sync queue,
 * throttling: ADR 0083).
 *
 * - PostgreSQL: one database per test isolate (a full run's part, or a file run alone: ADR 0191),
 *   created from the migrated template that scripts/test.ts prepares (TEST_DATABASE_URL and
 *   TEST_TEMPLATE_DB). Without them the tests run on PGlite instead, unless CI=true, where a
 *   missing server fails the run.
 * - PGlite: one in-memory instance per test isolate, opened from the migrated data dir that
 *   scripts/test.ts dumps once (TEST_PGLITE_DUMP), else created and migrated here.
 *
 * Every test starts from empty tables.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { type Database, type Db, openDatabase, PGLITE_OPTIONS, rowsOf } from "./client.ts";
import { copyDatabase } from "./database_copy.ts";
import { nextMonthStart } from "./queries/report_quota.ts";
import { insertUser, type UserRow } from "./queries/users.ts";
import type { Role } from "../domain/roles.ts";

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
    database = driver === "pglite" ? openTestPglite() : openPostgresForTests();
    databases.set(driver, database);
  }
  return database;
}

/**
 * A migrated in-memory PGlite of the caller's own, apart from the one `dbTest` empties: loaded
 * from the run's dump (TEST_PGLITE_DUMP) when there is one, else migrated here. For tests of what
 * works on any PGlite (the shared socket, a shell task through it), which need not pay for a
 * fresh data dir's initdb.
 */
export async function openTestPglite(): Promise<Database> {
  const dump = Deno.env.get("TEST_PGLITE_DUMP");
  if (dump) {
    // Already migrated: loading the dumped data dir skips the migrations in every file.
    const loadDataDir = new Blob([await Deno.readFile(dump)]);
    return openDatabase({ pglite: await PGlite.create({ loadDataDir, ...PGLITE_OPTIONS }) });
  }
  const database = await openDatabase({});
  await database.migrate();
  return database;
}

async function openPostgresForTests(): Promise<Database> {
  return openDatabase({ url: await newTestDatabaseUrl(), maxConnections: 8 });
}

/** True when the tests have a PostgreSQL server (scripts/test.ts started one). */
export function hasTestPostgres(): boolean {
  return postgresAvailable;
}

/**
 * A new, migrated and empty PostgreSQL database on the test server, by URL: for a test that
 * starts something which opens the database itself (the server).
 */
export async function newTestDatabaseUrl(): Promise<string> {
  const settings = templateSettings();
  if (!settings) throw new Error("db/testing: TEST_DATABASE_URL is not set");
  return await copyDatabase(settings.url, settings.template);
}

/**
 * Empties every table and restarts every identity, so each test starts from a clean database.
 * Only the tables that hold rows are truncated: TRUNCATE gives each table and index it names new
 * files, which for all of the schema's tables cost 40 ms a test on PostgreSQL and 100 on PGlite,
 * while a test leaves rows in a few. Sequences a test used are set back to their start whether or
 * not their table still holds rows.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((r) => `"${r.tablename}"`);
  if (!tables.length) return;
  const filled = rowsOf<{ name: string }>(
    await db.execute(sql.raw(
      tables.map((t) => `select '${t}' as name where exists (select from ${t})`).join(
        " union all ",
      ),
    )),
  ).map((r) => r.name);
  if (filled.length) {
    await db.execute(sql.raw(`TRUNCATE ${filled.join(", ")} RESTART IDENTITY CASCADE`));
  }
  await db.execute(sql`
    select setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
    from pg_sequences where schemaname = 'public' and last_value is not null`);
}

export interface DbTestContext {
  db: Db;
  database: Database;
  driver: Driver;
}

export interface DbTestOptions {
  only?: boolean;
  /**
   * Run on PGlite and on PostgreSQL: for tests whose point is that both drivers behave alike
   * (SQL that could differ, concurrency, the embedded instance's single connection).
   */
  bothDrivers?: boolean;
}

/** The drivers a test registers on: both for parity tests, else the server when there is one. */
export function driversFor(options: DbTestOptions): Driver[] {
  if (options.bothDrivers) return ["pglite", "postgres"];
  return [postgresAvailable ? "postgres" : "pglite"];
}

/**
 * Registers `[postgres] name` (or `[pglite] name` without a server), or both with
 * `bothDrivers`. The body gets an emptied database. Resources (servers, timers) the body opens
 * must be closed by the body.
 */
export function dbTest(
  name: string,
  fn: (ctx: DbTestContext) => Promise<void>,
  options: DbTestOptions = {},
): void {
  for (const driver of driversFor(options)) {
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

/**
 * A users row for tests below the API (queries, workers) that only need someone to own a quota
 * or a row (an owner, a reviewer): its report quota renews at the month after `now`. It cannot sign in (the password
 * hash is not a hash); tests that sign in use api/testing.ts `makeUser`.
 */
export async function insertTestUser(
  db: Db,
  now = new Date(),
  role: Role = "user",
): Promise<UserRow> {
  return await insertUser(db, {
    id: crypto.randomUUID(),
    role,
    email: `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    passwordHash: "not a password hash",
    reportsResetAt: nextMonthStart(now),
  });
}
