/**
 * Turns revisions of approved updates into deliveries (ADR 0082):
 * takes the queued revisions (the outbox the sync writes), finds the alerts that had the update's
 * approval delivered (db/queries/alert_revisions.ts), and inserts one pending delivery per
 * (alert, revision), due at once or at the next digest time in the user's zone, like an
 * approval's. Taking, inserting and deleting happen in one transaction per batch (SKIP LOCKED):
 * two workers never deliver one revision, and a crash leaves the batch queued.
 */
import type { Db } from "../../db/client.ts";
import {
  deleteQueuedRevisions,
  insertRevisionDeliveries,
  revisionRecipients,
  takeQueuedRevisions,
} from "../../db/queries/alert_revisions.ts";
import { dueAtFor } from "./schedule.ts";

/** Revisions handled per transaction. */
export const REVISION_BATCH = 100;

/** What one pass did: revisions taken, deliveries created. */
export interface RevisionSummary {
  revisions: number;
  deliveries: number;
}

async function expandBatch(tx: Db, now: Date, batch: number): Promise<RevisionSummary> {
  const queued = await takeQueuedRevisions(tx, batch);
  if (queued.length === 0) return { revisions: 0, deliveries: 0 };
  const revisedAt = new Map(queued.map((q) => [q.revisionId, q.revisedAt]));
  const recipients = await revisionRecipients(tx, queued);
  const deliveries = await insertRevisionDeliveries(
    tx,
    recipients.map((r) => ({
      alertId: r.alertId,
      updateId: r.updateId,
      revisionId: r.revisionId,
      dueAt: dueAtFor(revisedAt.get(r.revisionId) ?? now, r),
    })),
    now,
  );
  await deleteQueuedRevisions(tx, queued.map((q) => q.id));
  return { revisions: queued.length, deliveries };
}

/** Delivers every queued revision, a batch per transaction, until the queue is empty. */
export async function expandRevisions(
  db: Db,
  options: { now: Date; batch?: number },
): Promise<RevisionSummary> {
  const total: RevisionSummary = { revisions: 0, deliveries: 0 };
  for (;;) {
    const done = await db.transaction((tx) =>
      expandBatch(tx, options.now, options.batch ?? REVISION_BATCH)
    );
    if (done.revisions === 0) return total;
    total.revisions += done.revisions;
    total.deliveries += done.deliveries;
  }
}
