/**
 * `deno task restore FILE`: a backup made by `deno task backup` into an empty DATA_DIR; the next
 * start serves it, migrating it first when the backup is older than this version. On PostgreSQL
 * it prints the pg_restore command instead and fails. ADR 0150.
 */
import { readSettings } from "../api/settings.ts";
import { NewerBackupError } from "../db/backup/migrations_up_to.ts";
import { postgresAdvice } from "../db/backup/postgres_advice.ts";
import { DataDirNotEmptyError, restoreBackup } from "../db/backup/restore.ts";
import { DamagedBackupError, NotABackupError } from "../db/backup/reader.ts";
import { backupFileArgument } from "./backup_args.ts";

/** Runs the task; answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  const file = backupFileArgument("restore", argv);
  if (file === null) return 2;
  const { url, dataDir } = readSettings().database;
  if (url) {
    console.error(postgresAdvice("restore", file));
    return 1;
  }
  const started = performance.now();
  try {
    const summary = await restoreBackup(file, dataDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${summary.tables} tables (${summary.rows} rows) from ${file}, made ${summary.header.createdAt}, into ${dataDir} in ${seconds} s.`,
    );
    console.log(
      "Start LegalWatch on it (`deno task start`); it migrates the data to this version.",
    );
    return 0;
  } catch (error) {
    console.error(`restore: ${messageOf(error, file)}`);
    return 1;
  }
}

function messageOf(error: unknown, file: string): string {
  if (error instanceof NotABackupError) return `${file} is not a LegalWatch backup`;
  if (error instanceof DamagedBackupError) {
    return `${file} is damaged (${error.message}); nothing was restored`;
  }
  if (error instanceof DataDirNotEmptyError || error instanceof NewerBackupError) {
    return error.message;
  }
  if (error instanceof Deno.errors.NotFound) return `${file} does not exist`;
  return (error as Error).message;
}

if (import.meta.main) Deno.exit(await main(Deno.args));
