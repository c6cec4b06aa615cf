/**
 * Turns approvals into deliveries: takes the queued approvals (the outbox applyStatus writes),
 * finds the alerts each approved update fits (in SQL when the alert's words decide it, else a
 * SQL prefilter and the keyword rule in code), and inserts one pending delivery per pair, due
 * at once or at the next digest time in the user's zone. Taking,
 * inserting and deleting happen in one transaction per batch, and the queue rows are taken with
 * SKIP LOCKED: two workers never match one approval, and a crash leaves the batch queued.
 */
import type { Db } from "../../db/client.ts";
import {
  approvedTexts,
  deleteQueuedApprovals,
  type DigestDue,
  digestTimeZones,
  insertDecidedMatches,
  insertDeliveries,
  type NewDelivery,
  prefilterCandidates,
  takeQueuedApprovals,
  tuneMatching,
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

/** The digest times of each approval time in each zone (Intl work, once per zone). */
function digestDues(zones: readonly string[], approvals: readonly Date[]): DigestDue[] {
  const dues: DigestDue[] = [];
  for (const timeZone of zones) {
    for (const approvedAt of approvals) {
      for (const frequency of ["daily", "weekly"] as const) {
        dues.push({
          timeZone,
          frequency,
          approvedAt,
          dueAt: dueAtFor(approvedAt, { frequency, timeZone }),
        });
      }
    }
  }
  return dues;
}

/**
 * Matches one batch inside `tx`; answers how many approvals and new deliveries it handled. The
 * alerts whose words decide them are matched and inserted by one SQL statement; the few with a
 * phrase come back as candidates for the text check in code.
 */
async function expandBatch(tx: Db, now: Date, batch: number): Promise<ExpandSummary> {
  const queued = await takeQueuedApprovals(tx, batch);
  if (queued.length === 0) return { approvals: 0, deliveries: 0 };
  const approvedAt = new Map(queued.map((q) => [q.legalUpdateId, q.approvedAt]));
  const texts = await approvedTexts(tx, [...approvedAt.keys()]);
  const prepared = new Map(texts.map((t) => [t.id, new PreparedText(t)]));
  const updates = texts.map((t) => ({
    id: t.id,
    jurisdictionId: t.jurisdictionId,
    category: t.category,
    words: prepared.get(t.id)!.prefilterWords(),
    approvedAt: approvedAt.get(t.id)!,
  }));
  await tuneMatching(tx);
  const times = [...new Map(updates.map((u) => [u.approvedAt.getTime(), u.approvedAt])).values()];
  const dues = digestDues(await digestTimeZones(tx), times);
  let deliveries = await insertDecidedMatches(tx, updates, dues, now);

  const dueAts = new Map(
    dues.map((d) => [`${d.frequency} ${d.timeZone} ${d.approvedAt.getTime()}`, d.dueAt]),
  );
  const rows: NewDelivery[] = [];
  for (const candidate of await prefilterCandidates(tx, updates)) {
    if (!prepared.get(candidate.updateId)?.matches(candidate.keywords)) continue;
    const at = approvedAt.get(candidate.updateId)!;
    const key = `${candidate.frequency} ${candidate.timeZone} ${at.getTime()}`;
    rows.push({
      alertId: candidate.alertId,
      updateId: candidate.updateId,
      dueAt: dueAts.get(key) ?? dueAtFor(at, candidate),
    });
  }
  deliveries += await insertDeliveries(tx, rows, now);
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
