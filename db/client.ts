/**
 * The one database factory every part of LegalWatch uses: PGlite (embedded, persisted in a
 * directory) when no DATABASE_URL is given, postgres.js against a real server otherwise. Both
 * sit behind the same drizzle interface, so routes and workers never know which one they have.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { preparePrivateDir, restrictToOwner } from "./private_dir.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the drizzle handle plus what is needed to migrate and close it. */
export interface Database {
  readonly db: Db;
  readonly driver: "pglite" | "postgres";
  /** The embedded instance, when the driver is PGlite (shared over a socket by the server). */
  readonly pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; maxConnections?: number }
  | { dataDir?: string; pglite?: PGlite };

/** Where drizzle-kit writes the migrations (and `meta/_journal.json`, their list). */
export const MIGRATIONS_FOLDER = new URL("./migrations", import.meta.url).pathname;

/** Opens the database the options name: `url` → postgres.js, otherwise PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url, options.maxConnections ?? 10);
  const pglite = options.pglite ?? await createPglite(options.dataDir);
  const db = drizzlePglite({ client: pglite, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * How PGlite is started. It runs each statement on the calling thread, so that anything Postgres
 * does inside one statement holds the event loop; two default settings put long steps there, in
 * whichever insert of a feed sync happens to cross a threshold (measured: ADR 0051):
 * - wal_init_zero=off: each new 16 MiB WAL segment was written full of zeros first (25 to 60 ms;
 *   a 5 MiB feed makes about 40 MiB of WAL). PostgreSQL needs only the file: every WAL record
 *   carries its own length and checksum, and recovery stops at the first that does not match.
 * - gin_pending_list_limit=512kB: the trigram index takes new entries in a pending list and merges
 *   the list into the index inside the insert that fills it; at the default 4 MB that merge is
 *   about 45 ms of CPU (several times that on a busy machine). At 512 kB each merge is an eighth
 *   of that and the total work is the same; smaller lists cost more in total.
 * The PostgreSQL server keeps its defaults: there these steps run in its own process.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...["-c", "wal_init_zero=off", "-c", "gin_pending_list_limit=512kB"],
];

/** PGlite's options besides the data dir: the extensions our migrations use, the settings above. */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGLITE_START_PARAMS],
};

/**
 * Starts an embedded Postgres, persisted in dataDir, or in memory when none is given. dataDir is
 * created 0700 and, once PGlite has opened it, nothing in it is left open to group or others.
 */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  if (!dataDir) return PGlite.create(PGLITE_OPTIONS);
  await preparePrivateDir(dataDir);
  const pglite = await PGlite.create({ dataDir, ...PGLITE_OPTIONS });
  await restrictToOwner(dataDir);
  return pglite;
}

function openPostgres(url: string, max: number): Database {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    // Date and bigint parsing stay with drizzle; postgres.js only transports.
    connection: { application_name: "legalwatch" },
  });
  const db = drizzlePostgres({ client, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    driver: "postgres",
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Whether this handle's statements run on this thread (embedded PGlite), each one holding the
 * event loop until it is done, rather than in a server process.
 */
export function runsOnMainThread(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * The rows of a `db.execute()` result: postgres.js answers an array, PGlite an object with
 * `rows`. Only raw SQL needs this; the query builder already answers arrays on both.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/**
 * How many connections `db` can use at once: the pool size of a postgres.js handle, 1 for PGlite
 * (one connection) and for a transaction (which is one connection, and whose work other
 * connections would not see). Lets a worker split work across connections only where it can.
 */
export function connectionCount(db: Db): number {
  const client = (db as { $client?: { options?: { max?: unknown } } }).$client;
  const max = client?.options?.max;
  return typeof max === "number" && max > 1 ? max : 1;
}
