/**
 * The order in which the shared PGlite's socket clients reach the database (db/shared_pglite.ts).
 *
 * pglite-socket's own queue runs each protocol message as a job of its own, so that anything
 * else reaching the one PGlite between a client's Parse and its Bind (the server's own queries,
 * another shell task) replaces the client's unnamed statement: the Bind then fails, or, with the
 * same number of parameters, runs the other statement. postgres.js sends Parse, Describe, Flush,
 * waits for the answer, then Bind, Execute, Sync, so the window is real.
 *
 * This queue gives a client the PGlite (its `runExclusive` lock, which the server's own queries
 * wait for too) from its first message up to the end of the round: a Sync, a simple Query or a
 * Terminate, and while a transaction it opened is still open. Clients waiting for the lock are
 * served in arrival order. A client that holds the lock and then stays silent for `idleMs` loses
 * it: its transaction is rolled back and `onExpired` closes its connection.
 */
import type { PGlite } from "@electric-sql/pglite";

/** How long a client may hold the database without sending anything. */
export const SESSION_IDLE_MS = 30_000;

interface Lease {
  handlerId: number;
  release(): void;
  idle?: ReturnType<typeof setTimeout>;
}

interface Waiter {
  handlerId: number;
  granted(): void;
  refused(error: Error): void;
}

// Message types that end a round: Sync, simple Query, Terminate. A message without a type byte
// (the StartupMessage, whose first byte is the high byte of its length) is a round of its own.
const ROUND_ENDS = new Set(["S", "Q", "X"].map((c) => c.charCodeAt(0)));
const isTyped = (byte: number) => byte >= 0x41 && byte <= 0x7a;

function endsRound(message: Uint8Array): boolean {
  const type = message[0] ?? 0;
  return !isTyped(type) || ROUND_ENDS.has(type);
}

/** A simple-Query message. */
function queryMessage(text: string): Uint8Array {
  const body = new TextEncoder().encode(`${text}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = "Q".charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  return message;
}

/** The queue interface PGLiteSocketHandler calls (pglite-socket 0.2.17). */
export class PgliteSessionQueue {
  readonly #pglite: PGlite;
  readonly #idleMs: number;
  readonly #onExpired: (handlerId: number) => void;
  #owner: Lease | null = null;
  #waiters: Waiter[] = [];

  constructor(
    pglite: PGlite,
    options: { idleMs?: number; onExpired?: (handlerId: number) => void } = {},
  ) {
    this.#pglite = pglite;
    this.#idleMs = options.idleMs ?? SESSION_IDLE_MS;
    this.#onExpired = options.onExpired ?? (() => {});
  }

  /** Runs one message of a client, streaming PGlite's answer to `onData`; answers its size. */
  async enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (bytes: Uint8Array) => void,
  ): Promise<number> {
    if (this.#owner?.handlerId !== handlerId) await this.#acquire(handlerId);
    const lease = this.#owner!;
    clearTimeout(lease.idle);
    let size = 0;
    try {
      await this.#pglite.execProtocolRawStream(message, {
        onRawData: (bytes) => {
          size += bytes.length;
          onData(bytes);
        },
      });
    } catch (error) {
      this.#release();
      throw error;
    }
    if (endsRound(message) && !this.#pglite.isInTransaction()) {
      this.#release();
    } else {
      const idle = setTimeout(() => this.#expire(lease), this.#idleMs);
      Deno.unrefTimer(idle);
      lease.idle = idle;
    }
    return size;
  }

  /** Forgets the waiting messages of a client that went away. */
  clearQueueForHandler(handlerId: number): void {
    const gone = this.#waiters.filter((w) => w.handlerId === handlerId);
    this.#waiters = this.#waiters.filter((w) => w.handlerId !== handlerId);
    for (const waiter of gone) waiter.refused(new Error("db/pglite_session_queue: client left"));
  }

  /** A client that went away gives the database back, rolling back what it left open. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    const lease = this.#owner;
    if (lease?.handlerId !== handlerId) return;
    await this.#rollbackAndRelease(lease);
  }

  /** Messages waiting for the database. */
  getQueueLength(): number {
    return this.#waiters.length;
  }

  #acquire(handlerId: number): Promise<void> {
    return new Promise((granted, refused) => {
      this.#waiters.push({ handlerId, granted, refused });
      if (!this.#owner) this.#grantNext();
    });
  }

  #grantNext(): void {
    const waiter = this.#waiters.shift();
    if (!waiter) return;
    // A placeholder until runExclusive calls back, so that nobody else is granted meanwhile.
    const lease: Lease = { handlerId: waiter.handlerId, release: () => {} };
    this.#owner = lease;
    this.#pglite.runExclusive(() =>
      new Promise<void>((release) => {
        lease.release = release;
        waiter.granted();
      })
    ).catch((error) => waiter.refused(error));
  }

  #release(): void {
    const lease = this.#owner;
    if (!lease) return;
    clearTimeout(lease.idle);
    this.#owner = null;
    lease.release();
    this.#grantNext();
  }

  async #rollbackAndRelease(lease: Lease): Promise<void> {
    if (this.#owner !== lease) return;
    clearTimeout(lease.idle);
    try {
      if (this.#pglite.isInTransaction()) {
        await this.#pglite.execProtocolRawStream(queryMessage("ROLLBACK"), { onRawData: () => {} });
      }
    } finally {
      this.#release();
    }
  }

  async #expire(lease: Lease): Promise<void> {
    await this.#rollbackAndRelease(lease);
    this.#onExpired(lease.handlerId);
  }
}
