/**
 * The review side of legal updates: the admin listing (every status, with content and reviewer)
 * and the status changes, one or many in one transaction, each written to the audit log.
 */
import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { Category } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { jurisdictions, legalUpdates, rssSources, users } from "../schema.ts";
import { enqueueApprovals } from "./alert_matching.ts";
import { recordStatusChanges } from "./audit.ts";
import { publicUpdateColumns } from "./legal_updates.ts";

const FIELDS = {
  ...publicUpdateColumns,
  status: legalUpdates.status,
  content: legalUpdates.content,
  reviewedAt: legalUpdates.reviewedAt,
  reviewerId: users.id,
  reviewerFirstName: users.firstName,
  reviewerLastName: users.lastName,
};

function selectUpdates(db: Db, where: SQL | undefined) {
  return db.select(FIELDS).from(legalUpdates)
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId))
    .leftJoin(users, eq(users.id, legalUpdates.reviewedBy))
    .where(where);
}

/** A row of the portal's listing: the public columns plus status, content and reviewer. */
export type AdminUpdateRow = Awaited<ReturnType<typeof selectUpdates>>[number];

/** One page of updates, newest publishDate first (id breaks ties), with the total. */
export async function listAdminUpdates(
  db: Db,
  options: { status?: UpdateStatus; page: number; limit: number },
): Promise<{ rows: AdminUpdateRow[]; total: number }> {
  const where = options.status ? eq(legalUpdates.status, options.status) : undefined;
  const rows = await selectUpdates(db, where)
    .orderBy(desc(legalUpdates.publishDate), desc(legalUpdates.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [total] = await db.select({ n: count() }).from(legalUpdates).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One update's portal row, or null. */
export async function findAdminUpdate(db: Db, id: number): Promise<AdminUpdateRow | null> {
  const [row] = await selectUpdates(db, eq(legalUpdates.id, id));
  return row ?? null;
}

/** Who changes a status, and when. */
export interface Reviewer {
  actorId: string;
  now: Date;
}

/**
 * Moves the locked rows to `status`: reviewedBy = the actor, reviewedAt = now, approvedAt set on
 * approval and cleared otherwise; rows already in that status are left alone (no history).
 * Approvals are queued for the alert worker in the same transaction (the one place a status
 * changes, so portal, bulk and edit all alert). Answers the ids that changed.
 */
async function applyStatus(
  tx: Db,
  rows: { id: number; status: UpdateStatus }[],
  change: Reviewer & { status: UpdateStatus },
): Promise<number[]> {
  const changing = rows.filter((r) => r.status !== change.status);
  if (changing.length === 0) return [];
  const ids = changing.map((r) => r.id);
  await tx.update(legalUpdates).set({
    status: change.status,
    reviewedBy: change.actorId,
    reviewedAt: change.now,
    approvedAt: change.status === "approved" ? change.now : null,
    updatedAt: change.now,
  }).where(inArray(legalUpdates.id, ids));
  await recordStatusChanges(
    tx,
    changing.map((r) => ({
      legalUpdateId: r.id,
      actorId: change.actorId,
      fromStatus: r.status,
      toStatus: change.status,
      changedAt: change.now,
    })),
  );
  if (change.status === "approved") await enqueueApprovals(tx, ids, change.now);
  return ids;
}

/** Locks the updates of `ids` (in id order, so concurrent calls cannot deadlock). */
function lockUpdates(tx: Db, ids: number[]) {
  return tx.select({ id: legalUpdates.id, status: legalUpdates.status }).from(legalUpdates)
    .where(inArray(legalUpdates.id, ids)).orderBy(legalUpdates.id).for("update");
}

/**
 * Sets the status of every id in one transaction: when any id is unknown nothing changes and
 * the unknown ids are answered. `changed` lists the ids whose status moved.
 */
export function setStatuses(
  db: Db,
  ids: readonly number[],
  change: Reviewer & { status: UpdateStatus },
): Promise<{ unknownIds: number[]; changed: number[] }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await lockUpdates(tx, unique);
    const found = new Set(rows.map((r) => r.id));
    const unknownIds = unique.filter((id) => !found.has(id));
    if (unknownIds.length > 0) return { unknownIds, changed: [] };
    return { unknownIds, changed: await applyStatus(tx, rows, change) };
  });
}

/** The editable fields of an update (aiCategory already canonical). */
export interface UpdateEdits {
  title?: string;
  content?: string;
  aiSummary?: string | null;
  aiCategory?: Category;
  status?: UpdateStatus;
  jurisdictionId?: number;
}

/** Applies edits (and a status change, audited) in one transaction; false when id is unknown. */
export function editUpdate(
  db: Db,
  id: number,
  edits: UpdateEdits & Reviewer,
): Promise<boolean> {
  const { status, actorId, now, ...fields } = edits;
  return db.transaction(async (tx) => {
    const rows = await lockUpdates(tx, [id]);
    if (rows.length === 0) return false;
    if (Object.values(fields).some((v) => v !== undefined)) {
      await tx.update(legalUpdates).set({ ...fields, updatedAt: now })
        .where(eq(legalUpdates.id, id));
    }
    if (status) await applyStatus(tx, rows, { status, actorId, now });
    return true;
  });
}
