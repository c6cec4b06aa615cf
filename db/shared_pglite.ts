/**
 * Two processes must never open the same PGlite directory. The running server therefore shares
 * its PGlite over a loopback socket (@electric-sql/pglite-socket, the Postgres wire protocol)
 * and records the address in DATA_DIR/server.json; shell tasks connect through it with
 * postgres.js, and open the directory themselves only when no server holds it.
 */
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { type Database, openDatabase } from "./client.ts";

interface ServerRecord {
  pid: number;
  port: number;
}

const recordPath = (dataDir: string) => `${dataDir}/server.json`;

/** Serves an open PGlite on 127.0.0.1 (a free port) and records where; answers a stopper. */
export async function sharePglite(pglite: PGlite, dataDir: string): Promise<() => Promise<void>> {
  const server = new PGLiteSocketServer({
    db: pglite,
    host: "127.0.0.1",
    port: 0,
    maxConnections: 8,
  });
  await server.start();
  const port = Number(server.getServerConn().split(":").pop());
  const record: ServerRecord = { pid: Deno.pid, port };
  await Deno.writeTextFile(recordPath(dataDir), JSON.stringify(record));
  return async () => {
    await Deno.remove(recordPath(dataDir)).catch(() => {});
    await server.stop();
  };
}

/** The URL of a live server sharing dataDir, or null when none answers. */
export async function findSharedPglite(dataDir: string): Promise<string | null> {
  let record: ServerRecord;
  try {
    record = JSON.parse(await Deno.readTextFile(recordPath(dataDir)));
  } catch {
    return null;
  }
  try {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: record.port });
    conn.close();
  } catch {
    return null; // a stale record left by a server that was killed
  }
  return `postgres://postgres@127.0.0.1:${record.port}/postgres`;
}

/**
 * The database a shell task should use: DATABASE_URL, else the running server's shared PGlite,
 * else the PGlite directory itself (migrated, as the server would).
 */
export async function openForShellTask(
  env: { DATABASE_URL?: string; DATA_DIR: string },
): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL, maxConnections: 2 });
  const shared = await findSharedPglite(env.DATA_DIR);
  // One connection: the socket server queues queries per connection, one at a time anyway.
  if (shared) return openDatabase({ url: shared, maxConnections: 1 });
  await Deno.mkdir(env.DATA_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  await database.migrate();
  return database;
}
