/**
 * The signal that alert work is waiting (ADR 0118): the approving transaction
 * sends a NOTIFY on ALERTS_CHANNEL beside its queue row, which PostgreSQL delivers at commit and
 * never after a rollback, and every other process LISTENs on its own connection. PGlite supports
 * both too, but the embedded database lives in one process, whose routes kick its alert runner
 * directly: it does not listen (the notice would only start a second pass for the same rows).
 */
import { sql } from "drizzle-orm";
import type { Sql } from "postgres";
import { type Db, runsOnMainThread } from "./client.ts";

/** The channel approvals (and approved revisions) are announced on. */
export const ALERTS_CHANNEL = "legalwatch_alerts";

/** Announces alert work, in the caller's transaction: heard at its commit, never if rolled back. */
export async function signalAlertWork(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${ALERTS_CHANNEL}, '')`);
}

/** A LISTEN that is held; stop() gives it up. */
export interface AlertWorkListener {
  stop(): Promise<void>;
}

/** What the listener calls. */
export interface AlertWorkHandlers {
  /** A transaction that queued alert work has committed (in any process). */
  onSignal(): void;
  /**
   * The LISTEN is in place: first, and again each time postgres.js has reconnected its listen
   * connection after a drop (notices sent meanwhile are lost, so the work may be waiting).
   */
  onListen(): void;
}

/**
 * LISTENs on ALERTS_CHANNEL over a connection of its own (postgres.js keeps one for all listens of
 * a client and re-listens after it drops). Answers null on PGlite (see the module's comment).
 */
export async function listenForAlertWork(
  db: Db,
  handlers: AlertWorkHandlers,
): Promise<AlertWorkListener | null> {
  if (runsOnMainThread(db)) return null;
  const client = (db as { $client?: Sql }).$client;
  if (typeof client?.listen !== "function") return null;
  const { unlisten } = await client.listen(
    ALERTS_CHANNEL,
    () => handlers.onSignal(),
    () => handlers.onListen(),
  );
  return { stop: unlisten };
}
