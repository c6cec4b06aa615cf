/**
 * Turns approvals into deliveries: takes the queued approvals (the outbox applyStatus writes),
 * finds the alerts each approved update fits (in SQL when the alert's words decide it, else a
 * SQL prefilter and the keyword rule in code), and inserts one pending delivery per pair, due
 * at once or at the next digest time in the user's zone. A batch's queue rows are taken with
 * SKIP LOCKED and deleted in one transaction, after its deliveries are in: two workers never
 * match one approval, and a crash leaves the batch queued. On PostgreSQL the deliveries are
 * inserted by parallel transactions that commit first (matchShares): matching a batch again
 * after a crash adds nothing, the pair being unique.
 */
import { connectionCount, type Db } from "../../db/client.ts";
import {
  type AlertShare,
  approvedTexts,
  deleteQueuedApprovals,
  type DigestDue,
  digestTimeZones,
  insertDecidedMatches,
  insertDeliveries,
  type NewDelivery,
  prefilterCandidates,
  type PrefilterUpdate,
  takeQueuedApprovals,
  tuneMatching,
} from "../../db/queries/alert_matching.ts";
import { PreparedText } from "../../domain/alert_rule.ts";
import { dueAtFor } from "./schedule.ts";

/** Approvals matched per transaction. */
export const EXPAND_BATCH = 100;

/**
 * Shares of the alerts matched at once on PostgreSQL, each on its own connection. Inserting the
 * deliveries is CPU work in the server (two foreign-key checks per row among it) that one
 * connection does on one core; two shares use the two cores of a small server.
 */
export const MATCH_SHARES = 2;

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

/** What matching needs of a batch once it is read: the same for every share of the alerts. */
interface BatchInput {
  updates: PrefilterUpdate[];
  prepared: Map<number, PreparedText>;
  approvedAt: Map<number, Date>;
  dues: DigestDue[];
  now: Date;
}

/**
 * Matches the batch against the alerts of `share` (every alert when undefined) and inserts the
 * deliveries; answers how many were new. The alerts whose words decide them are matched and
 * inserted by one SQL statement; the few with a phrase come back as candidates for the text
 * check in code.
 */
async function matchShare(tx: Db, input: BatchInput, share?: AlertShare): Promise<number> {
  const { updates, prepared, approvedAt, dues, now } = input;
  await tuneMatching(tx);
  const decided = await insertDecidedMatches(tx, updates, dues, now, share);
  const dueAts = new Map(
    dues.map((d) => [`${d.frequency} ${d.timeZone} ${d.approvedAt.getTime()}`, d.dueAt]),
  );
  const rows: NewDelivery[] = [];
  for (const candidate of await prefilterCandidates(tx, updates, share)) {
    if (!prepared.get(candidate.updateId)?.matches(candidate.keywords)) continue;
    const at = approvedAt.get(candidate.updateId)!;
    const key = `${candidate.frequency} ${candidate.timeZone} ${at.getTime()}`;
    rows.push({
      alertId: candidate.alertId,
      updateId: candidate.updateId,
      dueAt: dueAts.get(key) ?? dueAtFor(at, candidate),
    });
  }
  return decided + await insertDeliveries(tx, rows, now);
}

/**
 * Runs the shares at once, each in a transaction of its own on its own connection of `pool`;
 * answers the new deliveries. They commit before the batch's transaction deletes the queue rows:
 * if that one fails, the approvals stay queued and matching them again adds nothing (the pair is
 * unique), so no pair is lost and none is delivered twice. Every share is awaited before an
 * error is thrown, so none is left running after its batch gave up.
 */
async function matchShares(pool: Db, input: BatchInput, shares: number): Promise<number> {
  const results = await Promise.allSettled(
    Array.from(
      { length: shares },
      (_, index) => pool.transaction((tx) => matchShare(tx, input, { index, of: shares })),
    ),
  );
  let deliveries = 0;
  for (const result of results) {
    if (result.status === "rejected") throw result.reason;
    deliveries += result.value;
  }
  return deliveries;
}

/**
 * Matches one batch: takes its approvals in `tx` (they stay locked until `tx` ends) and matches
 * them in `tx`, or in `shares` parallel transactions of `pool` when there are several; answers
 * how many approvals and new deliveries it handled.
 */
async function expandBatch(
  tx: Db,
  pool: Db,
  options: { now: Date; batch: number; shares: number },
): Promise<ExpandSummary> {
  const queued = await takeQueuedApprovals(tx, options.batch);
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
  const times = [...new Map(updates.map((u) => [u.approvedAt.getTime(), u.approvedAt])).values()];
  const dues = digestDues(await digestTimeZones(tx), times);
  const input = { updates, prepared, approvedAt, dues, now: options.now };
  const deliveries = options.shares > 1 && updates.length > 0
    ? await matchShares(pool, input, options.shares)
    : await matchShare(tx, input);
  await deleteQueuedApprovals(tx, queued.map((q) => q.id));
  return { approvals: queued.length, deliveries };
}

/**
 * Matches every queued approval, a batch per transaction, until the queue is empty. On a
 * connection pool (PostgreSQL) the alerts are matched in MATCH_SHARES shares at once, each on a
 * connection of its own, the batch's transaction keeping one; on PGlite (one connection) or with
 * a pool too small for that, in the batch's transaction.
 */
export async function expandApprovals(
  db: Db,
  options: { now: Date; batch?: number },
): Promise<ExpandSummary> {
  const spare = connectionCount(db) - 1;
  const shares = spare >= 2 ? Math.min(MATCH_SHARES, spare) : 1;
  const total: ExpandSummary = { approvals: 0, deliveries: 0 };
  for (;;) {
    const done = await db.transaction((tx) =>
      expandBatch(tx, db, { now: options.now, batch: options.batch ?? EXPAND_BATCH, shares })
    );
    if (done.approvals === 0) return total;
    total.approvals += done.approvals;
    total.deliveries += done.deliveries;
  }
}
