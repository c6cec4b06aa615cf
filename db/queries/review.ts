/**
 * The review side of legal updates: the admin listing (every status, with content and reviewer)
 * and the status changes, one or many in one transaction, each written to the audit log.
 */
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { Category } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { citationChecker, type Obligation } from "../../domain/obligations.ts";
import { jurisdictions, legalUpdateRevisions, legalUpdates, rssSources, users } from "../schema.ts";
import { enqueueApprovals, withdrawApprovals } from "./alert_matching.ts";
import { recordStatusChanges } from "./audit.ts";
import { publicUpdateColumns } from "./legal_updates.ts";
import { membersOfChanges } from "./report_features.ts";
import { obligationsOf, saveAdminObligations } from "./obligations.ts";

/** The update has a revision waiting for review (issue 23): the partial index answers it. */
const hasPendingRevision = sql<boolean>`exists (select 1 from ${legalUpdateRevisions} v
  where v.legal_update_id = ${legalUpdates.id} and v.review = 'pending')`;

const FIELDS = {
  ...publicUpdateColumns,
  status: legalUpdates.status,
  content: legalUpdates.content,
  reviewedAt: legalUpdates.reviewedAt,
  reviewerId: users.id,
  reviewerFirstName: users.firstName,
  reviewerLastName: users.lastName,
  revisionPending: hasPendingRevision,
  /** When the update was first seen, and its source's format: its freshness (issue 26). */
  createdAt: legalUpdates.createdAt,
  rssSourceFormat: rssSources.format,
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

/**
 * One page of updates, newest publishDate first (id breaks ties), with the total; of `status`
 * only, and with `revisionPending` only those with a revision waiting for review.
 */
export async function listAdminUpdates(
  db: Db,
  options: { status?: UpdateStatus; revisionPending?: boolean; page: number; limit: number },
): Promise<{ rows: AdminUpdateRow[]; total: number }> {
  // One row per change (issue 27); a held revision is a report's own, so that view lists reports.
  const where = and(
    options.status ? eq(legalUpdates.status, options.status) : undefined,
    options.revisionPending ? hasPendingRevision : isNull(legalUpdates.primaryId),
  );
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

/** A status change: the new status and, for a rejection, its optional reason (issue 25). */
export interface StatusDecision extends Reviewer {
  status: UpdateStatus;
  reason?: string | null;
}

/**
 * Moves the locked rows to `status`: reviewedBy = the actor, reviewedAt = now, approvedAt set on
 * approval and cleared otherwise; rows already in that status are left alone (no history).
 * Approvals are queued for the alert worker in the same transaction (the one place a status
 * changes, so portal, bulk and edit all alert); an update leaving approved (an undo, a later
 * rejection) takes back its alerts not yet tried (ADR 0110).
 * Answers the ids that changed.
 */
async function applyStatus(
  tx: Db,
  rows: LockedRow[],
  change: StatusDecision,
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
      reason: change.reason ?? null,
      changedAt: change.now,
    })),
  );
  // A change alerts once, by its primary (issue 27); its other reports only follow its status.
  const primaries = changing.filter((r) => r.primaryId === null).map((r) => r.id);
  if (change.status === "approved") await enqueueApprovals(tx, primaries, change.now);
  else {await withdrawApprovals(
      tx,
      changing.filter((r) => r.status === "approved").map((r) => r.id),
    );}
  return ids;
}

/** Locks the updates of `ids` (in id order, so concurrent calls cannot deadlock). */
function lockUpdates(tx: Db, ids: number[]) {
  return tx.select({
    id: legalUpdates.id,
    status: legalUpdates.status,
    primaryId: legalUpdates.primaryId,
  }).from(legalUpdates)
    .where(inArray(legalUpdates.id, ids)).orderBy(legalUpdates.id).for("update");
}

/** A locked update: its status and its change. */
type LockedRow = { id: number; status: UpdateStatus; primaryId: number | null };

/** The change a report belongs to: its primary's id. */
const changeOf = (r: LockedRow) => r.primaryId ?? r.id;

/**
 * Every report of the changes of `rows`, locked (issue 27): a decision on any report of a change
 * is the change's, so that it is reviewed once.
 */
function wholeChanges(tx: Db, rows: LockedRow[]): Promise<LockedRow[]> {
  return membersOfChanges(tx, [...new Set(rows.map(changeOf))]);
}

/**
 * Sets the status of every id's whole change (issue 27) in one transaction: when any id is unknown
 * nothing changes and the unknown ids are answered. `changed` lists the ids whose change's status
 * moved.
 */
export function setStatuses(
  db: Db,
  ids: readonly number[],
  change: StatusDecision,
): Promise<{ unknownIds: number[]; changed: number[] }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await lockUpdates(tx, unique);
    const found = new Set(rows.map((r) => r.id));
    const unknownIds = unique.filter((id) => !found.has(id));
    if (unknownIds.length > 0) return { unknownIds, changed: [] };
    const members = await wholeChanges(tx, rows);
    const moved = new Set(await applyStatus(tx, members, change));
    const movedChanges = new Set(members.filter((m) => moved.has(m.id)).map(changeOf));
    return {
      unknownIds,
      changed: rows.filter((r) => movedChanges.has(changeOf(r))).map((r) => r.id),
    };
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
  /** The whole obligations list as the admin leaves it. */
  obligations?: readonly Obligation[];
}

/**
 * What an edit did. `uncited`: nothing changed, because obligations cite words that are not in
 * the title or content the edit leaves: those of the list given (`indexes` into it), or, when no
 * list was given and the text changed, stored ones.
 */
export type EditOutcome =
  | { kind: "done" }
  | { kind: "notFound" }
  | { kind: "uncited"; listGiven: boolean; indexes: number[] };

class Uncited extends Error {
  constructor(readonly outcome: EditOutcome) {
    super("review: obligations cite words not in the text");
  }
}

/** Indexes of the obligations whose citation is not in the update's (edited) text. */
async function uncitedIndexes(
  tx: Db,
  id: number,
  list: readonly Pick<Obligation, "citation">[] | undefined,
): Promise<number[]> {
  const [text] = await tx.select({ title: legalUpdates.title, content: legalUpdates.content })
    .from(legalUpdates).where(eq(legalUpdates.id, id));
  const cited = citationChecker(text ?? { title: "", content: "" });
  const checked = list ?? (await obligationsOf(tx, [id])).get(id) ?? [];
  return checked.flatMap((o, i) => cited(o.citation) ? [] : [i]);
}

/**
 * Applies edits (and a status change, audited) in one transaction. Every obligation must cite the
 * title or content as the edit leaves them; otherwise nothing changes.
 */
export async function editUpdate(
  db: Db,
  id: number,
  edits: UpdateEdits & Reviewer,
): Promise<EditOutcome> {
  const { status, actorId, now, obligations, ...fields } = edits;
  const textChanged = fields.title !== undefined || fields.content !== undefined;
  try {
    return await db.transaction(async (tx) => {
      const rows = await lockUpdates(tx, [id]);
      if (rows.length === 0) return { kind: "notFound" } as const;
      if (Object.values(fields).some((v) => v !== undefined)) {
        await tx.update(legalUpdates).set({ ...fields, updatedAt: now })
          .where(eq(legalUpdates.id, id));
      }
      if (obligations || textChanged) {
        const indexes = await uncitedIndexes(tx, id, obligations);
        if (indexes.length > 0) {
          throw new Uncited({ kind: "uncited", listGiven: obligations !== undefined, indexes });
        }
      }
      if (obligations) await saveAdminObligations(tx, id, { obligations, now });
      if (status) await applyStatus(tx, await wholeChanges(tx, rows), { status, actorId, now });
      return { kind: "done" } as const;
    });
  } catch (error) {
    if (error instanceof Uncited) return error.outcome;
    throw error;
  }
}
