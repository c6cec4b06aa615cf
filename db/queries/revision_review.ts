/**
 * An admin's decision on the revision of an approved update that waits for review (issue 23,
 * ADR 0094; the sync holds it: revisions.ts). Approving makes its text the
 * update's, as the sync does for other updates (re-analysis queued), and queues it for the alerts
 * (`legal_update.revised`) while the update is approved; rejecting keeps the approved text. Either
 * way the decision is written to the update's audit history with the admin, in one transaction
 * that locks the update, so two admins deciding at once decide once.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { signalAlertWork } from "../alert_signal.ts";
import type { Db } from "../client.ts";
import { alertRevisionQueue, legalUpdateRevisions, legalUpdates } from "../schema.ts";
import { recordStatusChanges } from "./audit.ts";
import { pgJson } from "./json_param.ts";
import { applyRevisionText } from "./revisions.ts";

/** The revision of an update that waits for review. */
export interface PendingRevision {
  id: number;
  title: string;
  content: string;
  contentHash: string;
  seenAt: Date;
}

const PENDING_FIELDS = {
  id: legalUpdateRevisions.id,
  title: legalUpdateRevisions.title,
  content: legalUpdateRevisions.content,
  contentHash: legalUpdateRevisions.contentHash,
  seenAt: legalUpdateRevisions.seenAt,
};

const isPendingOf = (updateId: number) =>
  and(eq(legalUpdateRevisions.legalUpdateId, updateId), eq(legalUpdateRevisions.review, "pending"));

/** The revision of update `updateId` waiting for review (the newest, if ever more), or null. */
export async function pendingRevisionOf(db: Db, updateId: number): Promise<PendingRevision | null> {
  const [row] = await db.select(PENDING_FIELDS).from(legalUpdateRevisions)
    .where(isPendingOf(updateId)).orderBy(desc(legalUpdateRevisions.id)).limit(1);
  return row ?? null;
}

/** An admin's decision, who made it and when. */
export interface RevisionDecision {
  decision: "approved" | "rejected";
  actorId: string;
  now: Date;
}

/** What deciding did: no such update, none of its revisions waits, or the revision decided. */
export type DecisionOutcome =
  | { kind: "notFound" }
  | { kind: "nothingPending" }
  | { kind: "decided"; revisionId: number };

/** Approves or rejects the revision of update `updateId` that waits for review. */
export function decidePendingRevision(
  db: Db,
  updateId: number,
  decision: RevisionDecision,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const [update] = await tx.select({ status: legalUpdates.status }).from(legalUpdates)
      .where(eq(legalUpdates.id, updateId)).for("update");
    if (!update) return { kind: "notFound" };
    const pending = await pendingRevisionOf(tx, updateId);
    if (!pending) return { kind: "nothingPending" };
    await tx.update(legalUpdateRevisions).set({
      review: decision.decision,
      reviewedBy: decision.actorId,
      reviewedAt: decision.now,
    }).where(eq(legalUpdateRevisions.id, pending.id));
    if (decision.decision === "approved") {
      await approve(tx, updateId, { pending, status: update.status, now: decision.now });
    }
    await recordStatusChanges(tx, [{
      legalUpdateId: updateId,
      actorId: decision.actorId,
      fromStatus: update.status,
      toStatus: update.status,
      kind: decision.decision === "approved" ? "revision_approved" : "revision_rejected",
      changedAt: decision.now,
    }]);
    return { kind: "decided", revisionId: pending.id };
  });
}

/**
 * The approved text becomes the update's; an approved update's alerts get the revision, announced
 * to the other processes' alert runners at commit (ADR 0118).
 */
async function approve(
  tx: Db,
  updateId: number,
  options: { pending: PendingRevision; status: UpdateStatus; now: Date },
) {
  const { pending, now } = options;
  const text = pgJson([{
    id: updateId,
    title: pending.title,
    content: pending.content,
    contentHash: pending.contentHash,
  }]);
  await applyRevisionText(
    tx,
    sql`jsonb_to_recordset(${text}::jsonb)
      as r(id integer, title text, content text, "contentHash" text)`,
    { ids: [updateId], at: now.toISOString() },
  );
  // Only approved updates were delivered (alert_revisions.ts also checks it when it sends).
  if (options.status === "approved") {
    await tx.insert(alertRevisionQueue).values({
      legalUpdateId: updateId,
      revisionId: pending.id,
      revisedAt: now,
    });
    await signalAlertWork(tx);
  }
}
