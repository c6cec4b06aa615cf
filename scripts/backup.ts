/**
 * `deno task backup FILE`: a consistent snapshot of the embedded database (PGlite in DATA_DIR)
 * into FILE (mode 0600, written atomically), while the server runs (through its shared socket,
 * like `user:create`) or not. On PostgreSQL it prints the pg_dump command instead and fails.
 * ADR 0150.
 */
import { readSettings } from "../api/settings.ts";
import { NotLegalWatchDatabase, writeSnapshot } from "../db/backup/snapshot.ts";
import { connectToDataDir } from "../db/backup/pglite_connection.ts";
import { postgresAdvice } from "../db/backup/postgres_advice.ts";
import { backupFileArgument } from "./backup_args.ts";

/** Runs the task; answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  const file = backupFileArgument("backup", argv);
  if (file === null) return 2;
  const { url, dataDir } = readSettings().database;
  if (url) {
    console.error(postgresAdvice("backup", file));
    return 1;
  }
  if (!await holdsDatabase(dataDir)) {
    console.error(`backup: there is no LegalWatch database in ${dataDir} (DATA_DIR)`);
    return 1;
  }
  const started = performance.now();
  const connection = await connectToDataDir(dataDir);
  try {
    const summary = await writeSnapshot(connection.sql, file, new Date());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${summary.tables} tables (${summary.rows} rows) of ${dataDir} to ${file} in ${seconds} s.`,
    );
    return 0;
  } catch (error) {
    console.error(
      error instanceof NotLegalWatchDatabase
        ? `backup: ${dataDir} holds no LegalWatch database (${error.message})`
        : `backup: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await connection.close();
  }
}

/** Whether dataDir holds a PostgreSQL cluster (PGlite writes PG_VERSION first). */
async function holdsDatabase(dataDir: string): Promise<boolean> {
  try {
    return (await Deno.stat(`${dataDir}/PG_VERSION`)).isFile;
  } catch {
    return false;
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
