/**
 * How the backup and the restore reach an embedded PGlite: with postgres.js over the running
 * server's shared socket (the path `user:create` takes, db/shared_pglite.ts), or, when no server
 * holds the directory, over a socket this process shares its own PGlite on for the while. One
 * client either way, so both tasks run the same SQL; and DATA_DIR/server.json names the process
 * that holds the directory, so a server started meanwhile refuses it instead of opening it twice.
 */
import type { PGlite } from "@electric-sql/pglite";
import postgres, { type Sql } from "postgres";
import { createPglite } from "../client.ts";
import { findSharedPglite, sharePglite } from "../shared_pglite.ts";

/** An open connection; close() also closes the PGlite this process opened. */
export interface PgliteConnection {
  sql: Sql;
  /** True when a running server holds the database (this process only connected). */
  shared: boolean;
  close(): Promise<void>;
}

function connect(url: string): Sql {
  // One connection: the socket runs one client's queries at a time anyway.
  return postgres(url, { max: 1, onnotice: () => {} });
}

/** Connects to the server sharing dataDir; null when none runs. */
export async function connectToServer(dataDir: string): Promise<PgliteConnection | null> {
  const url = await findSharedPglite(dataDir);
  if (!url) return null;
  const sql = connect(url);
  return { sql, shared: true, close: () => sql.end({ timeout: 5 }) };
}

/** Shares `pglite` (open on dataDir) from this process and connects to it. */
export async function shareAndConnect(pglite: PGlite, dataDir: string): Promise<PgliteConnection> {
  const stopSharing = await sharePglite(pglite, dataDir);
  const url = await findSharedPglite(dataDir);
  if (!url) {
    await stopSharing();
    throw new Error("db/backup: the PGlite shared by this process does not answer");
  }
  const sql = connect(url);
  return {
    sql,
    shared: false,
    async close() {
      await sql.end({ timeout: 5 });
      await stopSharing();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** The running server's database in dataDir, else the directory opened by this process. */
export async function connectToDataDir(dataDir: string): Promise<PgliteConnection> {
  return await connectToServer(dataDir) ??
    await shareAndConnect(await createPglite(dataDir), dataDir);
}
