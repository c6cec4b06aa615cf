/**
 * Two processes must never open the same PGlite directory. The running server therefore shares
 * its PGlite over a loopback socket (the Postgres wire protocol, relayed by pglite-socket's
 * handler) and records the address and a password made for this run in DATA_DIR/server.json
 * (mode 0600, in the 0700 DATA_DIR); shell tasks read it and connect with postgres.js, and open
 * the directory themselves only when no server holds it. Any other local user can reach the port
 * but not the password, and is refused before PGlite sees a byte.
 */
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { createServer, type Server, type Socket } from "node:net";
import { type Database, openDatabase } from "./client.ts";
import { PgliteSessionQueue } from "./pglite_session_queue.ts";
import { requirePassword } from "./socket_password.ts";

/** What DATA_DIR/server.json holds while a server shares its PGlite. */
interface ServerRecord {
  pid: number;
  port: number;
  password: string;
}

/** Authenticated connections at once (a shell task uses one); another is closed. */
const MAX_CONNECTIONS = 8;

const recordPath = (dataDir: string) => `${dataDir}/server.json`;

/** 256 random bits, hex: safe in a URL as it is. */
function generateSocketPassword(): string {
  return encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Serves an open PGlite on 127.0.0.1 (a free port) behind a password made now, and records both
 * in DATA_DIR/server.json; answers a stopper.
 */
export async function sharePglite(pglite: PGlite, dataDir: string): Promise<() => Promise<void>> {
  const password = generateSocketPassword();
  const handlers = new Map<number, PGLiteSocketHandler>();
  // A client's messages run as one round, with nothing else in between (pglite_session_queue.ts);
  // one that holds the database and goes silent is disconnected.
  const queryQueue = new PgliteSessionQueue(pglite, {
    onExpired: (handlerId) => void handlers.get(handlerId)?.detach(true),
  }) as unknown as PGLiteSocketHandlerOptions["queryQueue"];
  const sockets = new Set<Socket>();

  async function admit(socket: Socket): Promise<void> {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    const admitted = await requirePassword(socket, password);
    if (!admitted) return;
    if (handlers.size >= MAX_CONNECTIONS) {
      socket.destroy();
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.set(handler.handlerId, handler);
    const forget = () => handlers.delete(handler.handlerId);
    handler.addEventListener("close", forget);
    handler.addEventListener("error", forget);
    await handler.attach(socket);
    // The handler now listens; give it the StartupMessage we read, for PGlite to answer.
    socket.unshift(admitted);
    socket.resume();
  }

  // A connection that fails on its way in is dropped; it must not take the server down.
  const server = createServer((socket) => admit(socket).catch(() => socket.destroy()));
  const port = await listen(server);
  const record: ServerRecord = { pid: Deno.pid, port, password };
  await writePrivateFile(recordPath(dataDir), JSON.stringify(record));
  return async () => {
    await Deno.remove(recordPath(dataDir)).catch(() => {});
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Detaching rolls back a transaction a client left open; then no socket may linger.
    await Promise.all([...handlers.values()].map((handler) => handler.detach(true)));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}

/** Writes a file only its owner can read, whatever a stale file of that name allowed. */
async function writePrivateFile(path: string, text: string): Promise<void> {
  await Deno.remove(path).catch(() => {});
  await Deno.writeTextFile(path, text, { mode: 0o600, createNew: true });
}

function parseRecord(text: string): { port: number; password?: string } | null {
  try {
    const record = JSON.parse(text) as Partial<ServerRecord>;
    if (!Number.isInteger(record.port)) return null;
    // A record without a password comes from a server older than the password check.
    const password = typeof record.password === "string" ? record.password : undefined;
    return { port: record.port!, password };
  } catch {
    return null;
  }
}

/** The URL (with the password) of a live server sharing dataDir, or null when none answers. */
export async function findSharedPglite(dataDir: string): Promise<string | null> {
  let record;
  try {
    record = parseRecord(await Deno.readTextFile(recordPath(dataDir)));
  } catch {
    return null;
  }
  if (!record) return null;
  try {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: record.port });
    conn.close();
  } catch {
    return null; // a stale record left by a server that was killed
  }
  const credentials = record.password === undefined
    ? "postgres"
    : `postgres:${encodeURIComponent(record.password)}`;
  return `postgres://${credentials}@127.0.0.1:${record.port}/postgres`;
}

/**
 * The database a shell task should use: DATABASE_URL, else the running server's shared PGlite,
 * else the PGlite directory itself (migrated, as the server would).
 */
export async function openForShellTask(
  settings: { url: string | null; dataDir: string },
): Promise<Database> {
  // Three: alerts:run matches in two shares at once beside its batch's transaction (expand.ts).
  if (settings.url) return openDatabase({ url: settings.url, maxConnections: 3 });
  const shared = await findSharedPglite(settings.dataDir);
  // One connection: the socket server queues queries per connection, one at a time anyway.
  if (shared) return openDatabase({ url: shared, maxConnections: 1 });
  const database = await openDatabase({ dataDir: settings.dataDir });
  await database.migrate();
  return database;
}
