/**
 * Writes a backup of the database `sql` reaches (the format: format.ts; why logical: ADR
 * 0150). Everything is read in one REPEATABLE READ, READ ONLY transaction, so the
 * file is one consistent snapshot even while the server keeps writing; on the embedded PGlite that
 * transaction also holds the server's queries until it ends (db/pglite_session_queue.ts), which is
 * why rows are streamed to the file as they come instead of being gathered first.
 */
import type { Sql, TransactionSql } from "postgres";
import {
  columnsOf,
  largestRowEstimate,
  lastMigration,
  sequenceValues,
  tableNames,
} from "./catalog.ts";
import { BACKUP_VERSION, headerLine, isPlainIdentifier, markerLine, quoteName } from "./format.ts";
import { type PrivateFileWriter, writePrivateFileAtomically } from "./private_file.ts";

/**
 * Rows are fetched from a cursor in rounds of about this many characters of JSON: as many rows as
 * fit by the largest row seen so far, or, before the first, by the table's estimate (a stored file
 * of 10 MB: one row a round), from 1 to MAX_ROUND_ROWS. Memory holds about one round.
 */
const ROUND_CHARS = 4 * 1024 * 1024;
const MAX_ROUND_ROWS = 500;

/** What a snapshot wrote. */
export interface SnapshotSummary {
  tables: number;
  rows: number;
}

/** A database with no migration applied is not one LegalWatch made. */
export class NotLegalWatchDatabase extends Error {}

/** Writes the snapshot to `file` (mode 0600, replaced atomically: it is whole or absent). */
export async function writeSnapshot(sql: Sql, file: string, now: Date): Promise<SnapshotSummary> {
  return await writePrivateFileAtomically(file, (out) => snapshotTo(sql, out, now));
}

async function snapshotTo(sql: Sql, out: PrivateFileWriter, now: Date): Promise<SnapshotSummary> {
  return await sql.begin("isolation level repeatable read read only", async (tx) => {
    const migration = await lastMigration(tx);
    if (!migration) throw new NotLegalWatchDatabase("no LegalWatch migration has been applied");
    await out.line(
      headerLine({ version: BACKUP_VERSION, createdAt: now.toISOString(), migration }),
    );
    const tables = await tableNames(tx);
    let rows = 0;
    for (const table of tables) {
      const { stored, generated } = await columnsOf(tx, table);
      await out.line(markerLine(["table", table, stored]));
      // Twice the stored size: bytea doubles as hex, and values may have been compressed.
      const estimate = 2 * await largestRowEstimate(tx, table, stored) + 1024;
      const count = await copyRows(tx, out, { table, generated, estimate });
      await out.line(markerLine(["end", table, count]));
      rows += count;
    }
    for (const { name, value } of await sequenceValues(tx)) {
      await out.line(markerLine(["sequence", name, value]));
    }
    await out.line(markerLine(["done", tables.length]));
    return { tables: tables.length, rows };
  });
}

/** Writes a table's rows through a cursor; answers how many. */
async function copyRows(
  tx: TransactionSql,
  out: PrivateFileWriter,
  options: { table: string; generated: string[]; estimate: number },
): Promise<number> {
  // Generated columns are left out: the restore's PostgreSQL computes them again.
  if (!options.generated.every(isPlainIdentifier)) throw new Error("db/backup: odd column name");
  const row = options.generated.length === 0
    ? "to_jsonb(t)"
    : `to_jsonb(t) - array[${options.generated.map((c) => `'${c}'`).join(", ")}]::text[]`;
  await tx.unsafe(
    `declare backup_rows no scroll cursor for
     select (${row})::text as line from ${quoteName(options.table)} t`,
  );
  let count = 0;
  let largest = options.estimate;
  while (true) {
    const size = Math.max(1, Math.min(MAX_ROUND_ROWS, Math.floor(ROUND_CHARS / largest)));
    const batch = await tx.unsafe<{ line: string }[]>(`fetch ${size} from backup_rows`);
    for (const { line } of batch) {
      largest = Math.max(largest, line.length);
      await out.line(line);
    }
    count += batch.length;
    if (batch.length < size) break;
  }
  await tx.unsafe("close backup_rows");
  return count;
}
