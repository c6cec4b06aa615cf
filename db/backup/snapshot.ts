/**
 * Writes a backup of the database `sql` reaches (the format: format.ts; why logical: ADR
 * XXXX-logical-backup). Everything is read in one REPEATABLE READ, READ ONLY transaction, so the
 * file is one consistent snapshot even while the server keeps writing; on the embedded PGlite that
 * transaction also holds the server's queries until it ends (db/pglite_session_queue.ts), which is
 * why rows are streamed to the file as they come instead of being gathered first.
 */
import type { Sql } from "postgres";
import { columnsOf, lastMigration, sequenceValues, tableNames } from "./catalog.ts";
import { BACKUP_VERSION, headerLine, markerLine, quoteName } from "./format.ts";
import { type PrivateFileWriter, writePrivateFileAtomically } from "./private_file.ts";

/** Rows fetched per round trip of the cursor. */
const CURSOR_ROWS = 200;

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
      // Generated columns are left out: the restore's PostgreSQL computes them again.
      const row = generated.length === 0
        ? tx`to_jsonb(t)::text`
        : tx`(to_jsonb(t) - ${generated}::text[])::text`;
      let count = 0;
      const cursor = tx`select ${row} as line from ${tx.unsafe(quoteName(table))} t`
        .cursor(CURSOR_ROWS);
      for await (const batch of cursor) {
        for (const { line } of batch) await out.line(line);
        count += batch.length;
      }
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
