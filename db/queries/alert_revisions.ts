/**
 * The SQL side of delivering revisions (ADR 0082): the outbox the
 * sync writes when an approved update is revised (`alert_revision_queue`), the alerts each
 * revision goes to (those that had a delivery of the update's approval, still active and
 * sending), and the insert of their deliveries, unique per (alert, update, revision).
 * Kept apart from alert_matching.ts: a revision is not matched again, it follows the approval.
 */
import { asc, inArray, sql } from "drizzle-orm";
import type { AlertFrequency } from "../../domain/alerts.ts";
import { type Db, rowsOf } from "../client.ts";
import { alertRevisionQueue } from "../schema.ts";
import { APPROVAL_REVISION } from "./alert_deliveries.ts";
import { pgJson } from "./json_param.ts";

/** A revision waiting to be delivered. */
export interface QueuedRevision {
  id: number;
  legalUpdateId: number;
  revisionId: number;
  revisedAt: Date;
}

/**
 * Takes up to `limit` queued revisions, oldest first, locking them so that another worker's call
 * skips them (FOR UPDATE SKIP LOCKED). Call inside the transaction that deletes them.
 */
export function takeQueuedRevisions(tx: Db, limit: number): Promise<QueuedRevision[]> {
  return tx.select().from(alertRevisionQueue).orderBy(asc(alertRevisionQueue.id)).limit(limit)
    .for("update", { skipLocked: true });
}

/** Forgets delivered revisions. */
export async function deleteQueuedRevisions(tx: Db, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(alertRevisionQueue).where(inArray(alertRevisionQueue.id, ids));
}

/** An alert a revision goes to, with what its due time needs. */
export interface RevisionRecipient {
  alertId: number;
  updateId: number;
  revisionId: number;
  frequency: AlertFrequency;
  timeZone: string;
}

/**
 * The alerts each revision goes to: those with a delivery of the update's approval (whatever
 * became of it), active, sending (not a feed), of an active user, while the update is still
 * approved. One statement for the batch.
 */
export async function revisionRecipients(
  db: Db,
  queued: readonly QueuedRevision[],
): Promise<RevisionRecipient[]> {
  if (queued.length === 0) return [];
  const events = pgJson(
    queued.map((q) => ({ update_id: q.legalUpdateId, revision_id: q.revisionId })),
  );
  return rowsOf<RevisionRecipient>(
    await db.execute(sql`
      select distinct d.alert_id as "alertId", e.update_id as "updateId",
        e.revision_id as "revisionId", a.frequency, u.time_zone as "timeZone"
      from jsonb_to_recordset(${events}::jsonb) as e(update_id integer, revision_id integer)
      join legal_updates l on l.id = e.update_id and l.status = 'approved'
      join alert_deliveries d on d.legal_update_id = e.update_id
        and d.revision_id = ${APPROVAL_REVISION}
      join alerts a on a.id = d.alert_id and a.is_active and a.channel <> 'feed'
      join users u on u.id = a.user_id and u.is_active
      order by 1, 3`),
  );
}

/** A revision's delivery to create. */
export interface NewRevisionDelivery {
  alertId: number;
  updateId: number;
  revisionId: number;
  dueAt: Date;
}

/** Inserts revision deliveries, skipping those that exist; answers how many were new. */
export async function insertRevisionDeliveries(
  db: Db,
  rows: readonly NewRevisionDelivery[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const json = pgJson(rows.map((r) => ({ ...r, dueAt: r.dueAt.toISOString() })));
  const result = await db.execute(sql`
    with added as (
      insert into alert_deliveries (alert_id, legal_update_id, revision_id, due_at, created_at)
      select r."alertId", r."updateId", r."revisionId", r."dueAt", ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${json}::jsonb)
        as r("alertId" integer, "updateId" integer, "revisionId" integer, "dueAt" timestamptz)
      on conflict (alert_id, legal_update_id, revision_id) do nothing
      returning 1
    )
    select count(*)::integer as n from added`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
