/**
 * The rules that keep user management from locking everyone out (ADR 0019): a
 * superadmin cannot act on their own account in harmful ways, and the last active superadmin
 * cannot be removed, demoted or deactivated.
 *
 * The last-superadmin check runs inside a transaction that first locks every active superadmin
 * row and the target row, so two superadmins demoting each other at once cannot both succeed.
 */
import type { Db } from "../../db/client.ts";
import { findUserById, lockSuperadminsAnd } from "../../db/queries/users.ts";
import type { Role } from "../../domain/roles.ts";
import { ApiError } from "../errors.ts";
import { USER_MESSAGES } from "../schemas/users.ts";
import type { Account } from "./create_account.ts";

/** What a change does to the target account. */
export type AccountChange =
  | { kind: "delete" }
  | { kind: "update"; role?: Role; isActive?: boolean };

/** Refuses (400) when the actor is the target. */
export function assertNotSelf(actorId: string, targetId: string, message: string): void {
  if (actorId === targetId) throw new ApiError(400, message);
}

/** True when the change takes away an active superadmin (delete, demote or deactivate). */
export function removesActiveSuperadmin(target: Account, change: AccountChange): boolean {
  if (target.role !== "superadmin" || !target.isActive) return false;
  if (change.kind === "delete") return true;
  return (change.role !== undefined && change.role !== "superadmin") ||
    change.isActive === false;
}

/**
 * Runs `apply` in a transaction, with the target and every active superadmin locked. 404 when the
 * target does not exist; 409 when the change would leave no active superadmin.
 */
export async function changeAccount<T>(
  db: Db,
  targetId: string,
  change: AccountChange,
  apply: (tx: Db, target: Account) => Promise<T>,
): Promise<T> {
  return await db.transaction(async (tx) => {
    const locked = await lockSuperadminsAnd(tx, targetId);
    const target = await findUserById(tx, targetId);
    if (!target) throw new ApiError(404, USER_MESSAGES.notFound);
    if (removesActiveSuperadmin(target, change)) {
      const others = locked.filter((id) => id !== targetId).length;
      if (others === 0) throw new ApiError(409, USER_MESSAGES.lastSuperadmin);
    }
    return await apply(tx, target);
  });
}
