/**
 * The SQL of single sign-on: the logins in progress (stored at the start, taken once by the
 * callback) and the provider accounts linked to ours. The rules are api/auth/oidc/'s.
 */
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../client.ts";
import { oidcIdentities, oidcLogins, users } from "../schema.ts";
import type { UserRow } from "./users.ts";

export type OidcLoginRow = typeof oidcLogins.$inferSelect;

/** Stores a login in progress, and forgets those that ended unfinished (they pile up otherwise). */
export async function insertOidcLogin(db: Db, row: OidcLoginRow, now: Date): Promise<void> {
  await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
  await db.insert(oidcLogins).values(row);
}

/** Takes (deletes and answers) the login of this state, expired or not; null when unknown or used. */
export async function takeOidcLogin(db: Db, stateHash: Uint8Array): Promise<OidcLoginRow | null> {
  const [row] = await db.delete(oidcLogins).where(eq(oidcLogins.stateHash, stateHash)).returning();
  return row ?? null;
}

/** The account linked to the provider's account `subject` at `issuer`, or null. */
export async function findUserByIdentity(
  db: Db,
  identity: { issuer: string; subject: string },
): Promise<UserRow | null> {
  const [row] = await db.select({ user: users }).from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(
      eq(oidcIdentities.issuer, identity.issuer),
      eq(oidcIdentities.subject, identity.subject),
    ));
  return row?.user ?? null;
}

/** The `sub` the account is linked to at `issuer`, or null when it is not linked there. */
export async function linkedSubject(db: Db, userId: string, issuer: string) {
  const [row] = await db.select({ subject: oidcIdentities.subject }).from(oidcIdentities)
    .where(and(eq(oidcIdentities.userId, userId), eq(oidcIdentities.issuer, issuer)));
  return row?.subject ?? null;
}

/** Links an account to the provider's account. */
export async function insertIdentity(
  db: Db,
  row: { issuer: string; subject: string; userId: string },
): Promise<void> {
  await db.insert(oidcIdentities).values(row);
}

/** Makes an account already linked to the provider's account: both rows or neither. */
export function insertUserWithIdentity(
  db: Db,
  row: typeof users.$inferInsert,
  identity: { issuer: string; subject: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(row).returning();
    if (!user) throw new Error("db/queries/oidc: insert returned no row");
    await tx.insert(oidcIdentities).values({ ...identity, userId: user.id });
    return user;
  });
}
