/**
 * The SQL of pending sign-in email changes (issue 23): save one per user (a new one replaces the
 * old), read the caller's pending one, cancel it, and apply one by its token: the account's email
 * swapped and the request gone in one transaction.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../client.ts";
import { emailChangeRequests, users } from "../schema.ts";

export type EmailChangeRow = typeof emailChangeRequests.$inferSelect;

/** Stores the user's pending change, replacing any earlier one (and so its link). */
export async function saveEmailChangeRequest(
  db: Db,
  row: typeof emailChangeRequests.$inferInsert,
): Promise<void> {
  const { userId: _, ...changes } = row;
  await db.insert(emailChangeRequests).values(row)
    .onConflictDoUpdate({ target: emailChangeRequests.userId, set: changes });
}

/** The user's pending change that has not expired at `now`, or null. */
export async function pendingEmailChange(
  db: Db,
  userId: string,
  now: Date,
): Promise<EmailChangeRow | null> {
  const [row] = await db.select().from(emailChangeRequests).where(and(
    eq(emailChangeRequests.userId, userId),
    gt(emailChangeRequests.expiresAt, now),
  ));
  return row ?? null;
}

/** Forgets the user's pending change; answers whether there was one. */
export async function deleteEmailChangeRequest(db: Db, userId: string): Promise<boolean> {
  const gone = await db.delete(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, userId))
    .returning({ userId: emailChangeRequests.userId });
  return gone.length > 0;
}

/** The change a link's token names, expired or not, or null for an unknown (or used) one. */
export async function findEmailChangeByToken(
  db: Db,
  tokenHash: Uint8Array,
): Promise<EmailChangeRow | null> {
  const [row] = await db.select().from(emailChangeRequests)
    .where(eq(emailChangeRequests.tokenHash, tokenHash));
  return row ?? null;
}

/** What applying a link did. */
export type AppliedEmailChange =
  | { outcome: "changed"; userId: string; oldEmail: string; newEmail: string }
  | { outcome: "unknown" | "expired" | "taken" };

/**
 * Applies the change of a link's token at `now`: the account's email becomes the new one and the
 * request is deleted, in one transaction that locks the request (two clicks cannot both apply
 * it). An expired request is left as it is; one whose address another account took meanwhile is
 * deleted ("taken"). A deactivated account's link is "unknown".
 */
export function applyEmailChange(
  db: Db,
  tokenHash: Uint8Array,
  now: Date,
): Promise<AppliedEmailChange> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(emailChangeRequests)
      .where(eq(emailChangeRequests.tokenHash, tokenHash)).for("update");
    if (!request) return { outcome: "unknown" };
    if (request.expiresAt.getTime() <= now.getTime()) return { outcome: "expired" };
    const [account] = await tx.select({ email: users.email, isActive: users.isActive })
      .from(users).where(eq(users.id, request.userId));
    if (!account?.isActive) return { outcome: "unknown" };
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, request.userId));
    const [holder] = await tx.select({ id: users.id }).from(users)
      .where(eq(users.email, request.newEmail));
    if (holder && holder.id !== request.userId) return { outcome: "taken" };
    await tx.update(users).set({ email: request.newEmail, updatedAt: now })
      .where(eq(users.id, request.userId));
    return {
      outcome: "changed",
      userId: request.userId,
      oldEmail: account.email,
      newEmail: request.newEmail,
    };
  });
}
