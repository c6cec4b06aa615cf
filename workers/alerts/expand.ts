/**
 * Turns approvals into deliveries: takes the queued approvals (the outbox applyStatus writes),
 * finds the alerts each approved update fits (SQL prefilter, then the keyword rule in code),
 * and inserts one pending delivery per pair, due at once or at the next digest time. Taking,
 * inserting and deleting happen in one transaction per batch, and the queue rows are taken with
 * SKIP LOCKED: two workers never match one approval, and a crash leaves the batch queued.
 */
import type { Db } from "../../db/client.ts";
import {
  approvedTexts,
  deleteQueuedApprovals,
  insertDeliveries,
  type NewDelivery,
  prefilterCandidates,
  takeQueuedApprovals,
} from "../../db/queries/alert_matching.ts";
import { PreparedText } from "./match.ts";
import { dueAtFor } from "./schedule.ts";

/** Approvals matched per transaction. */
export const EXPAND_BATCH = 100;

/** What one expansion did. */
export interface ExpandSummary {
  approvals: number;
  deliveries: number;
}

/** Matches one batch inside `tx`; answers how many approvals and new deliveries it handled. */
async function expandBatch(tx: Db, now: Date, batch: number): Promise<ExpandSummary> {
  const queued = await takeQueuedApprovals(tx, batch);
  if (queued.length === 0) return { approvals: 0, deliveries: 0 };
  const approvedAt = new Map(queued.map((q) => [q.legalUpdateId, q.approvedAt]));
  const texts = await approvedTexts(tx, [...approvedAt.keys()]);
  const prepared = new Map(texts.map((t) => [t.id, new PreparedText(t)]));
  const candidates = await prefilterCandidates(
    tx,
    texts.map((t) => ({
      id: t.id,
      jurisdictionId: t.jurisdictionId,
      category: t.category,
      words: prepared.get(t.id)!.prefilterWords(),
      approvedAt: approvedAt.get(t.id)!,
    })),
  );
  const rows: NewDelivery[] = [];
  for (const candidate of candidates) {
    if (!prepared.get(candidate.updateId)?.matches(candidate.keywords)) continue;
    rows.push({
      alertId: candidate.alertId,
      updateId: candidate.updateId,
      dueAt: dueAtFor(approvedAt.get(candidate.updateId)!, candidate),
    });
  }
  const deliveries = await insertDeliveries(tx, rows, now);
  await deleteQueuedApprovals(tx, queued.map((q) => q.id));
  return { approvals: queued.length, deliveries };
}

/** Matches every queued approval, a batch per transaction, until the queue is empty. */
export async function expandApprovals(
  db: Db,
  options: { now: Date; batch?: number },
): Promise<ExpandSummary> {
  const total: ExpandSummary = { approvals: 0, deliveries: 0 };
  for (;;) {
    const done = await db.transaction((tx) =>
      expandBatch(tx, options.now, options.batch ?? EXPAND_BATCH)
    );
    if (done.approvals === 0) return total;
    total.approvals += done.approvals;
    total.deliveries += done.deliveries;
  }
}
