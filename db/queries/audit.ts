/**
 * The audit log of legal updates (legal_update_status_changes): every review decision (status
 * changes, and decisions on pending revisions: issue 23), who made it and when. Written in the same transaction as the change itself.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { HistoryKind, UpdateStatus } from "../../domain/legal_updates.ts";
import { legalUpdateStatusChanges, users } from "../schema.ts";

/** One status change to record (or, with `kind`, a decision on a pending revision). */
export interface StatusChange {
  legalUpdateId: number;
  actorId: string | null;
  fromStatus: UpdateStatus;
  toStatus: UpdateStatus;
  /** "status" when omitted. */
  kind?: HistoryKind;
  /** Why (a rejection's optional reason, issue 25). */
  reason?: string | null;
  /** A split's or join's other report (issue 27). */
  otherUpdateId?: number | null;
  changedAt: Date;
}

/** One entry of an update's history, as the detail dialog shows it. */
export interface HistoryEntry {
  kind: HistoryKind;
  fromStatus: UpdateStatus;
  toStatus: UpdateStatus;
  changedAt: Date;
  actor: { firstName: string | null; lastName: string | null } | null;
  reason: string | null;
  /** A split's or join's other report (issue 27); null for other kinds. */
  otherUpdateId: number | null;
}

/** Records status changes (call inside the transaction that makes them). */
export async function recordStatusChanges(db: Db, changes: StatusChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(legalUpdateStatusChanges).values(changes);
}

/** The status history of one update, oldest first; a deleted actor shows as null. */
export async function statusHistory(db: Db, legalUpdateId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      kind: legalUpdateStatusChanges.kind,
      fromStatus: legalUpdateStatusChanges.fromStatus,
      toStatus: legalUpdateStatusChanges.toStatus,
      changedAt: legalUpdateStatusChanges.changedAt,
      reason: legalUpdateStatusChanges.reason,
      otherUpdateId: legalUpdateStatusChanges.otherUpdateId,
      actorId: legalUpdateStatusChanges.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(legalUpdateStatusChanges)
    .leftJoin(users, eq(users.id, legalUpdateStatusChanges.actorId))
    .where(eq(legalUpdateStatusChanges.legalUpdateId, legalUpdateId))
    .orderBy(asc(legalUpdateStatusChanges.changedAt), asc(legalUpdateStatusChanges.id));
  return rows.map(({ actorId, firstName, lastName, ...entry }) => ({
    ...entry,
    actor: actorId === null ? null : { firstName, lastName },
  }));
}
