/**
 * Restores a backup (format.ts) into an empty DATA_DIR: a new PGlite migrated to the backup's
 * migration (migrations_up_to.ts), then every table's rows and every sequence's value, in one
 * transaction with triggers (and so foreign-key checks) off, as pg_restore's --disable-triggers
 * does: the rows were consistent when they were read. Anything wrong with the file stops the
 * restore and leaves DATA_DIR as empty as it was found.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { TransactionSql } from "postgres";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { createPglite } from "../client.ts";
import { restrictToOwner } from "../private_dir.ts";
import { columnsOf } from "./catalog.ts";
import {
  BackupHeader,
  type BackupHeader as Header,
  BackupMarker,
  MAX_HEADER_CHARS,
  quoteName,
} from "./format.ts";
import { gunzipLines, LineError } from "./lines.ts";
import { migrationsUpTo } from "./migrations_up_to.ts";
import { shareAndConnect } from "./pglite_connection.ts";

/** The longest row line read: the largest row (a 10 MB file is 20 MB of hex) with room. */
const MAX_LINE_CHARS = 64 * 1024 * 1024;
/** Rows per insert, and characters of JSON per insert. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/** The file is not a LegalWatch backup (or not one this version reads). */
export class NotABackupError extends Error {}
/** The file starts as a backup but is damaged or cut short. */
export class DamagedBackupError extends Error {}
/** DATA_DIR holds something already. */
export class DataDirNotEmptyError extends Error {}

/** What a restore loaded. */
export interface RestoreSummary {
  tables: number;
  rows: number;
  header: Header;
}

/** Restores `file` into dataDir, which must be missing or empty. */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreSummary> {
  const existed = await requireEmpty(dataDir);
  const input = await Deno.open(file, { read: true });
  const lines = gunzipLines(input.readable, MAX_LINE_CHARS);
  try {
    const header = await readHeader(lines);
    const migrations = await migrationsUpTo(header.migration.createdAt);
    let pglite: PGlite | null = null;
    try {
      pglite = await createPglite(dataDir);
      await migrate(drizzle({ client: pglite }), { migrationsFolder: migrations.folder });
      const connection = await shareAndConnect(pglite, dataDir);
      let loaded;
      try {
        loaded = await connection.sql.begin((tx) => loadRows(tx, lines));
      } finally {
        await connection.close();
      }
      await restrictToOwner(dataDir);
      return { ...loaded, header };
    } catch (error) {
      if (pglite && !pglite.closed) await pglite.close().catch(() => {});
      await emptyAgain(dataDir, existed);
      throw error instanceof LineError ? new DamagedBackupError(error.message) : error;
    } finally {
      await migrations.remove();
    }
  } finally {
    // Closes the file when the lines were not read to the end.
    await lines.return(undefined).catch(() => {});
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

async function readHeader(lines: AsyncGenerator<string>): Promise<Header> {
  let first;
  try {
    first = await lines.next();
  } catch {
    throw new NotABackupError("not a LegalWatch backup");
  }
  if (first.done || first.value.length > MAX_HEADER_CHARS) {
    throw new NotABackupError("not a LegalWatch backup");
  }
  const parsed = BackupHeader.safeParse(parseJson(first.value));
  if (!parsed.success) throw new NotABackupError("not a LegalWatch backup");
  return parsed.data[1];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads the lines after the header into the database; the file must end with its "done". */
async function loadRows(
  tx: TransactionSql,
  lines: AsyncGenerator<string>,
): Promise<{ tables: number; rows: number }> {
  await tx`set local session_replication_role = replica`;
  let table:
    | { name: string; columns: string[]; batch: string[]; chars: number; rows: number }
    | null = null;
  let tables = 0;
  let rows = 0;
  const flush = async () => {
    if (!table || table.batch.length === 0) return;
    const name = quoteName(table.name);
    const columns = table.columns.map((column) => `"${column}"`).join(", ");
    const inserted = await tx.unsafe(
      `insert into ${name} (${columns}) overriding system value
       select ${columns} from jsonb_populate_recordset(null::${name}, $1::text::jsonb)`,
      [`[${table.batch.join(",")}]`],
    );
    table.rows += inserted.count;
    table.batch = [];
    table.chars = 0;
  };
  for await (const line of lines) {
    if (line.startsWith("{")) {
      if (!table) throw new DamagedBackupError("a row outside any table");
      table.batch.push(line);
      table.chars += line.length;
      if (table.batch.length >= BATCH_ROWS || table.chars >= BATCH_CHARS) await flush();
      continue;
    }
    const parsed = BackupMarker.safeParse(parseJson(line));
    if (!parsed.success) throw new DamagedBackupError("a line that is neither a row nor a marker");
    const marker = parsed.data;
    if (marker[0] === "table") {
      if (table) throw new DamagedBackupError(`the table ${table.name} does not end`);
      await requireColumns(tx, marker[1], marker[2]);
      table = { name: marker[1], columns: marker[2], batch: [], chars: 0, rows: 0 };
    } else if (marker[0] === "end") {
      if (table?.name !== marker[1]) {
        throw new DamagedBackupError(`an unexpected end of ${marker[1]}`);
      }
      await flush();
      if (table.rows !== marker[2]) {
        throw new DamagedBackupError(
          `${table.name}: ${marker[2]} rows written, ${table.rows} read`,
        );
      }
      tables++;
      rows += table.rows;
      table = null;
    } else if (marker[0] === "sequence") {
      await tx`select setval(${marker[1]}::regclass, ${marker[2]}::bigint, true)`;
    } else {
      if (table || marker[1] !== tables) throw new DamagedBackupError("tables are missing");
      return { tables, rows };
    }
  }
  throw new DamagedBackupError("the file ends early (it was cut short)");
}

/** The table must exist at the backup's migration with exactly the columns the file names. */
async function requireColumns(tx: TransactionSql, table: string, columns: string[]): Promise<void> {
  const [exists] = await tx<{ present: boolean }[]>`
    select to_regclass(${quoteName(table)}) is not null as present`;
  const { stored } = exists?.present ? await columnsOf(tx, table) : { stored: [] as string[] };
  const same = stored.length === columns.length && columns.every((c) => stored.includes(c));
  if (!same) {
    throw new DamagedBackupError(`${table} does not match the schema of the backup's migration`);
  }
}
