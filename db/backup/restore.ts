/**
 * Restores a backup (format.ts) into an empty DATA_DIR. The file is read through once first
 * (reader.ts): a foreign, damaged or truncated file is refused before anything is created. Then a
 * new PGlite is migrated to the backup's own migration (migrations_up_to.ts) and every table's rows
 * and every sequence's value are loaded in one transaction with triggers (and so foreign-key
 * checks) off, as pg_restore's --disable-triggers does: the rows were consistent when they were
 * read. A failure leaves DATA_DIR as empty as it was found. ADR 0150.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { TransactionSql } from "postgres";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { createPglite } from "../client.ts";
import { restrictToOwner } from "../private_dir.ts";
import { columnsOf } from "./catalog.ts";
import type { BackupHeader } from "./format.ts";
import { quoteName } from "./format.ts";
import { migrationsUpTo } from "./migrations_up_to.ts";
import { shareAndConnect } from "./pglite_connection.ts";
import { type BackupEvent, DamagedBackupError, openBackup, verifyBackup } from "./reader.ts";

/** Rows per insert, and characters of JSON per insert. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/** DATA_DIR holds something already. */
export class DataDirNotEmptyError extends Error {}

/** What a restore loaded. */
export interface RestoreSummary {
  tables: number;
  rows: number;
  header: BackupHeader;
}

/** Restores `file` into dataDir, which must be missing or empty. */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreSummary> {
  const existed = await requireEmpty(dataDir);
  const header = await verifyBackup(file);
  const migrations = await migrationsUpTo(header.migration.createdAt);
  let pglite: PGlite | null = null;
  try {
    pglite = await createPglite(dataDir);
    await migrate(drizzle({ client: pglite }), { migrationsFolder: migrations.folder });
    const connection = await shareAndConnect(pglite, dataDir);
    const backup = await openBackup(file);
    let loaded;
    try {
      loaded = await connection.sql.begin((tx) => loadRows(tx, backup.events));
    } finally {
      await backup.close();
      await connection.close();
    }
    await restrictToOwner(dataDir);
    return { ...loaded, header };
  } catch (error) {
    if (pglite && !pglite.closed) await pglite.close().catch(() => {});
    await emptyAgain(dataDir, existed);
    throw error;
  } finally {
    await migrations.remove();
  }
}

/** Refuses a directory with anything in it; answers whether it existed. */
async function requireEmpty(dataDir: string): Promise<boolean> {
  try {
    for await (const _ of Deno.readDir(dataDir)) {
      throw new DataDirNotEmptyError(
        `${dataDir} is not empty: restore only into a new or empty directory`,
      );
    }
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}

/** Removes what the failed restore wrote: the directory, or its contents if it was there. */
async function emptyAgain(dataDir: string, existed: boolean): Promise<void> {
  if (!existed) return await Deno.remove(dataDir, { recursive: true }).catch(() => {});
  for await (const entry of Deno.readDir(dataDir)) {
    await Deno.remove(`${dataDir}/${entry.name}`, { recursive: true }).catch(() => {});
  }
}

interface TableLoad {
  name: string;
  columns: string[];
  batch: string[];
  chars: number;
  inserted: number;
}

/** Loads the events into the database, table by table, in batches. */
async function loadRows(
  tx: TransactionSql,
  events: AsyncGenerator<BackupEvent>,
): Promise<{ tables: number; rows: number }> {
  await tx`set local session_replication_role = replica`;
  let table: TableLoad | null = null;
  let tables = 0;
  let rows = 0;
  for await (const event of events) {
    if (event.kind === "row") {
      table!.batch.push(event.line);
      table!.chars += event.line.length;
      if (table!.batch.length >= BATCH_ROWS || table!.chars >= BATCH_CHARS) await flush(tx, table!);
    } else if (event.kind === "table") {
      await requireColumns(tx, event.table, event.columns);
      table = { name: event.table, columns: event.columns, batch: [], chars: 0, inserted: 0 };
    } else if (event.kind === "end") {
      await flush(tx, table!);
      if (table!.inserted !== event.rows) {
        throw new DamagedBackupError(
          `${event.table}: ${event.rows} rows, ${table!.inserted} stored`,
        );
      }
      tables++;
      rows += event.rows;
      table = null;
    } else {
      await tx`select setval(${event.name}::regclass, ${event.value}::bigint, true)`;
    }
  }
  return { tables, rows };
}

/** Inserts the batch: PostgreSQL turns each row's JSON back into the column types. */
async function flush(tx: TransactionSql, table: TableLoad): Promise<void> {
  if (table.batch.length === 0) return;
  const name = quoteName(table.name);
  const columns = table.columns.map((column) => `"${column}"`).join(", ");
  const result = await tx.unsafe(
    `insert into ${name} (${columns}) overriding system value
     select ${columns} from jsonb_populate_recordset(null::${name}, $1::text::jsonb)`,
    [`[${table.batch.join(",")}]`],
  );
  table.inserted += result.count;
  table.batch = [];
  table.chars = 0;
}

/** The table must exist at the backup's migration with exactly the columns the file names. */
async function requireColumns(tx: TransactionSql, table: string, columns: string[]) {
  const [exists] = await tx<{ present: boolean }[]>`
    select to_regclass(${quoteName(table)}) is not null as present`;
  const { stored } = exists?.present ? await columnsOf(tx, table) : { stored: [] as string[] };
  const same = stored.length === columns.length && columns.every((c) => stored.includes(c));
  if (!same) {
    throw new DamagedBackupError(`${table} does not match the schema of the backup's migration`);
  }
}
