/**
 * The SQL of sign-in sessions: store one, read one with its user, extend it, end one or all of a
 * user's. The token rules (hashing, lifetimes, renewal) are api/auth/session.ts's.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { preparedOn } from "../prepared.ts";
import { sessions, users } from "../schema.ts";

/** A sessions row to insert. */
export type NewSessionRow = typeof sessions.$inferInsert;

/** Stores a new session. */
export async function insertSession(db: Db, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session with this id and what a request needs of its user, or null (prepared: hot). */
export async function findSessionWithUser(db: Db, id: string) {
  const statement = preparedOn(db, "session_with_user", (name) =>
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        secretHash: sessions.secretHash,
        expiresAt: sessions.expiresAt,
        setupOnly: sessions.setupOnly,
        createdAt: sessions.createdAt,
        email: users.email,
        role: users.role,
        firstName: users.firstName,
        isActive: users.isActive,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder("id")))
      .prepare(name));
  const [row] = await statement.execute({ id });
  return row ?? null;
}

/** Moves a session's expiry. */
export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

/** Ends one session (sign-out, or one found expired). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, or every one but `except` (the caller's own). */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  options: { except?: string } = {},
): Promise<void> {
  const condition = options.except
    ? and(eq(sessions.userId, userId), ne(sessions.id, options.except))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}
