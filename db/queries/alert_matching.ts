/**
 * The SQL side of matching approvals to alerts: the outbox the approving transaction writes
 * (`alert_match_queue`), the prefilter that finds the alerts an update may fit, and the insert
 * of the deliveries (unique per pair, so a repeated match adds nothing).
 */
import { asc, inArray, sql } from "drizzle-orm";
import type { AlertFrequency } from "../../domain/alerts.ts";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { type Db, rowsOf } from "../client.ts";
import { alertMatchQueue, legalUpdates } from "../schema.ts";

/** Records approvals for the alert worker: one row per update, in the caller's transaction. */
export async function enqueueApprovals(tx: Db, updateIds: number[], approvedAt: Date) {
  if (updateIds.length === 0) return;
  await tx.insert(alertMatchQueue).values(
    updateIds.map((legalUpdateId) => ({ legalUpdateId, approvedAt })),
  );
}

/** An approval waiting to be matched. */
export interface QueuedApproval {
  id: number;
  legalUpdateId: number;
  approvedAt: Date;
}

/**
 * Takes up to `limit` queued approvals, oldest first, locking them so that another worker's
 * call skips them (FOR UPDATE SKIP LOCKED). Call inside the transaction that deletes them.
 */
export function takeQueuedApprovals(tx: Db, limit: number): Promise<QueuedApproval[]> {
  return tx.select().from(alertMatchQueue).orderBy(asc(alertMatchQueue.id)).limit(limit)
    .for("update", { skipLocked: true });
}

/** Forgets matched approvals. */
export async function deleteQueuedApprovals(tx: Db, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(alertMatchQueue).where(inArray(alertMatchQueue.id, ids));
}

/** What matching reads of an update that is still approved. */
export interface ApprovedText {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  jurisdictionId: number | null;
  category: string;
}

/** The updates of `ids` that are approved now (one rejected since its approval is skipped). */
export async function approvedTexts(db: Db, ids: number[]): Promise<ApprovedText[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    summary: legalUpdates.aiSummary,
    content: legalUpdates.content,
    jurisdictionId: legalUpdates.jurisdictionId,
    category: legalUpdates.aiCategory,
    status: legalUpdates.status,
  }).from(legalUpdates).where(inArray(legalUpdates.id, ids));
  return rows.filter((r) => r.status === "approved").map(({ status: _, ...row }) => ({
    ...row,
    category: row.category ?? FALLBACK_CATEGORY,
  }));
}

/** An update as the prefilter sees it. */
export interface PrefilterUpdate {
  id: number;
  jurisdictionId: number | null;
  category: string;
  /** The update's words plus '*' (workers/alerts/match.ts). */
  words: string[];
  approvedAt: Date;
}

/** An (alert, update) pair the prefilter let through, with what the rest of matching needs. */
export interface Candidate {
  alertId: number;
  updateId: number;
  keywords: string[];
  frequency: AlertFrequency;
  timeZone: string;
}

/**
 * The active alerts of active users that each update may fit: jurisdiction and industry decided
 * (empty lists meaning any), keywords narrowed by word overlap (GIN index on match_words), made
 * before the approval, and not feed-only (a feed reads its matches itself). One statement for
 * every update given.
 */
export async function prefilterCandidates(
  db: Db,
  updates: readonly PrefilterUpdate[],
): Promise<Candidate[]> {
  if (updates.length === 0) return [];
  const events = JSON.stringify(updates.map((u) => ({
    update_id: u.id,
    jurisdiction_id: u.jurisdictionId,
    category: u.category,
    words: u.words,
    approved_at: u.approvedAt.toISOString(),
  })));
  const result = await db.execute(sql`
    select e.update_id as "updateId", a.id as "alertId", a.keywords, a.frequency,
      u.time_zone as "timeZone"
    from jsonb_to_recordset(${events}::jsonb)
      as e(update_id integer, jurisdiction_id integer, category text, words text[],
        approved_at timestamptz)
    join alerts a on a.match_words && e.words
      and a.is_active and a.channel <> 'feed'
      and (cardinality(a.jurisdiction_ids) = 0 or a.jurisdiction_ids @> array[e.jurisdiction_id])
      and (cardinality(a.industries) = 0 or a.industries @> array[e.category])
      and a.created_at <= e.approved_at
    join users u on u.id = a.user_id and u.is_active`);
  return rowsOf<Candidate>(result);
}

/** A delivery to create. */
export interface NewDelivery {
  alertId: number;
  updateId: number;
  dueAt: Date;
}

/**
 * Inserts deliveries, skipping pairs that exist (`ON CONFLICT DO NOTHING` on the unique pair):
 * answers how many were new. The rows travel as one JSON parameter per chunk.
 */
export async function insertDeliveries(
  db: Db,
  rows: readonly NewDelivery[],
  now: Date,
): Promise<number> {
  let inserted = 0;
  const CHUNK = 20_000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = JSON.stringify(
      rows.slice(start, start + CHUNK).map((r) => [
        r.alertId,
        r.updateId,
        r.dueAt.toISOString(),
      ]),
    );
    const result = await db.execute(sql`
      with added as (
        insert into alert_deliveries (alert_id, legal_update_id, due_at, created_at)
        select (r->>0)::integer, (r->>1)::integer, (r->>2)::timestamptz,
          ${now.toISOString()}::timestamptz
        from jsonb_array_elements(${chunk}::jsonb) as r
        on conflict (alert_id, legal_update_id) do nothing
        returning 1
      )
      select count(*)::integer as n from added`);
    inserted += rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return inserted;
}
