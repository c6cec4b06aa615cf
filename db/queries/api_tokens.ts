/**
 * The SQL of personal API tokens: store one, find one by its hash with what a request needs of
 * its owner, list and delete a user's, and note a use. The token rules (format, hashing, scopes,
 * lifetimes) are api/auth/api_tokens.ts's.
 */
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { preparedOn } from "../prepared.ts";
import { apiTokens, users } from "../schema.ts";

/** An api_tokens row to insert. */
export type NewApiTokenRow = typeof apiTokens.$inferInsert;

/** A stored token as the listing shows it (never its hash). */
export type ApiTokenRow = Omit<typeof apiTokens.$inferSelect, "tokenHash">;

const LISTED = {
  id: apiTokens.id,
  userId: apiTokens.userId,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** Stores a new token. */
export async function insertApiToken(db: Db, row: NewApiTokenRow): Promise<void> {
  await db.insert(apiTokens).values(row);
}

/** How many tokens the user holds that have not expired. */
export async function countLiveApiTokens(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, now)));
  return row?.n ?? 0;
}

/**
 * The token with this SHA-256 and what a request needs of its owner, or null: one lookup by the
 * unique index, whatever was presented (api/auth/api_tokens.ts hashes even malformed ones).
 */
export async function findApiTokenByHash(db: Db, hash: Uint8Array) {
  // Prepared: every bearer request runs it (ADR 0138).
  const statement = preparedOn(db, "api_token_by_hash", (name) =>
    db
      .select({
        ...LISTED,
        email: users.email,
        role: users.role,
        firstName: users.firstName,
        isActive: users.isActive,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, sql.placeholder("hash")))
      .prepare(name));
  const [row] = await statement.execute({ hash });
  return row ?? null;
}

/** The user's tokens, oldest first (expired ones too, until revoked). */
export function listApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db.select(LISTED).from(apiTokens).where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

/** Deletes one of the user's tokens; answers false when the user holds no token of that id. */
export async function deleteApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

/** Deletes every token of a user (deactivation, role change, password reset). */
export async function deleteUserApiTokens(db: Db, userId: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

/** Notes that a token was used now. */
export async function touchApiToken(db: Db, id: string, now: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id));
}
