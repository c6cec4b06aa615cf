/**
 * The SQL side of matching approvals to alerts: the outbox the approving transaction writes
 * (`alert_match_queue`), the prefilter that finds the alerts an update may fit, and the insert
 * of the deliveries (unique per pair, so a repeated match adds nothing).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type AlertFrequency, ANY_WORD } from "../../domain/alerts.ts";
import { signalAlertWork } from "../alert_signal.ts";
import { type Db, rowsOf } from "../client.ts";
import { alertDeliveries, alertMatchQueue, legalUpdates } from "../schema.ts";
import { alertListsAllow, updateCategory } from "./alert_rule.ts";

/**
 * Records approvals for the alert worker: one row per update, and the NOTIFY that other
 * processes' alert runners hear at commit, in the caller's transaction (ADR
 * 0118).
 */
export async function enqueueApprovals(tx: Db, updateIds: number[], approvedAt: Date) {
  if (updateIds.length === 0) return;
  await tx.insert(alertMatchQueue).values(
    updateIds.map((legalUpdateId) => ({ legalUpdateId, approvedAt })),
  );
  await signalAlertWork(tx);
}

/**
 * Takes back the alerts of updates that left approved, in the caller's transaction: their queued
 * approvals and every delivery not yet tried (pending, no attempt). A delivery being sent or
 * retried is left to finish; a later approval matches and delivers afresh
 * (ADR 0110).
 */
export async function withdrawApprovals(tx: Db, updateIds: number[]): Promise<void> {
  if (updateIds.length === 0) return;
  await tx.delete(alertMatchQueue).where(inArray(alertMatchQueue.legalUpdateId, updateIds));
  await tx.delete(alertDeliveries).where(and(
    inArray(alertDeliveries.legalUpdateId, updateIds),
    eq(alertDeliveries.status, "pending"),
    eq(alertDeliveries.attempts, 0),
  ));
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
    category: updateCategory,
    status: legalUpdates.status,
  }).from(legalUpdates).where(inArray(legalUpdates.id, ids));
  return rows.filter((r) => r.status === "approved").map(({ status: _, ...row }) => row);
}

/** An update as the prefilter sees it. */
export interface PrefilterUpdate {
  id: number;
  jurisdictionId: number | null;
  category: string;
  /** The update's words plus '*' (domain/alert_rule.ts). */
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
 * A share of the alerts, those whose id hashes to `index` modulo `of`: matching splits the alerts
 * into shares that run on separate connections at once (workers/alerts/expand.ts). The hash, not
 * the id itself, so that shares are even when deliveries cluster on ids (alerts made in a row by
 * one user, or the bench's generator). Undefined: every alert.
 */
export interface AlertShare {
  index: number;
  of: number;
}

/** The alert lists of the `sending` CTE and the update facts of `e`, for the rule's predicate. */
const SENDING_LISTS = { jurisdictionIds: sql`s.jurisdiction_ids`, industries: sql`s.industries` };
const APPROVED_FACTS = { jurisdictionId: sql`e.jurisdiction_id`, category: sql`e.category` };

/** The update rows of the matching statements, as one JSON parameter. */
function eventsJson(updates: readonly PrefilterUpdate[]): string {
  return JSON.stringify(updates.map((u) => ({
    update_id: u.id,
    jurisdiction_id: u.jurisdictionId,
    category: u.category,
    words: u.words,
    approved_at: u.approvedAt.toISOString(),
  })));
}

/**
 * The (update, alert) pairs that pass the prefilter, as the CTEs `e` (the updates) and `fits`
 * (update_id, alert_id, frequency, time_zone), for the active sending alerts of active users
 * whose `words_decide` is as given: jurisdiction and industry decided (empty lists meaning any),
 * made before the approval, and an alert word among the update's words ('*' for none).
 *
 * Hash joins, not a nested loop: the alerts' words meet the updates' words on equality (an `&&`
 * per (alert, update) pair compares arrays 3,000,000 times for 30,000 alerts and 100 updates).
 * Alerts without keywords ('*') meet every update and are filtered without the words; an alert
 * has either '*' alone or words, so the two halves never hold the same pair.
 */
function fitsCte(
  updates: readonly PrefilterUpdate[],
  wordsDecide: boolean,
  share: AlertShare | undefined,
) {
  // The rule's lists, then the one condition of deliveries alone: no update approved before
  // the alert was made (ADR 0069).
  const ruleFits = sql`
    and ${alertListsAllow(SENDING_LISTS, APPROVED_FACTS)}
    and s.created_at <= e.approved_at`;
  return sql`
    e as (
      select * from jsonb_to_recordset(${eventsJson(updates)}::jsonb)
        as e(update_id integer, jurisdiction_id integer, category text, words text[],
          approved_at timestamptz)
    ),
    sending as (
      select a.id, a.match_words, a.jurisdiction_ids, a.industries, a.created_at, a.frequency,
        u.time_zone
      from alerts a join users u on u.id = a.user_id and u.is_active
      where a.is_active and a.channel <> 'feed' and a.words_decide = ${wordsDecide}
        ${share ? sql`and (hashint4(a.id) & 2147483647) % ${share.of} = ${share.index}` : sql``}
    ),
    word_hits as (
      select distinct e.update_id, aw.id as alert_id
      from e cross join unnest(e.words) as uw(word)
      join (
        select s.id, w.word from sending s cross join unnest(s.match_words) as w(word)
        where w.word <> ${ANY_WORD}
      ) aw on aw.word = uw.word
    ),
    fits as (
      select e.update_id, s.id as alert_id, s.frequency, s.time_zone, e.approved_at
      from word_hits h
      join e on e.update_id = h.update_id
      join sending s on s.id = h.alert_id ${ruleFits}
      union all
      select e.update_id, s.id, s.frequency, s.time_zone, e.approved_at
      from e join sending s on ${ANY_WORD} = any(s.match_words) ${ruleFits}
    )`;
}

/**
 * Settings for the matching statements of this transaction: no JIT (PostgreSQL misjudges the
 * unnested rows by orders of magnitude and spends seconds compiling a query that runs in
 * milliseconds) and room for the hash tables in memory.
 */
export async function tuneMatching(tx: Db): Promise<void> {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/** The zones of the users with active digest alerts: the digest times matching needs. */
export async function digestTimeZones(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct u.time_zone as "timeZone" from users u
    join alerts a on a.user_id = u.id and a.is_active and a.frequency <> 'instant'`);
  return rowsOf<{ timeZone: string }>(result).map((r) => r.timeZone);
}

/** When the digest of an approval goes out in a zone (computed by workers/alerts/schedule.ts). */
export interface DigestDue {
  timeZone: string;
  frequency: Exclude<AlertFrequency, "instant">;
  approvedAt: Date;
  dueAt: Date;
}

/**
 * Inserts the deliveries of the alerts whose words decide them (`words_decide`: no keywords, or
 * only one-word keywords, for which "the word is among the update's words" is the whole rule),
 * in one statement without a round trip per pair: due at the approval (instant) or at the
 * digest time `dues` gives for the user's zone. Answers how many were new.
 */
export async function insertDecidedMatches(
  db: Db,
  updates: readonly PrefilterUpdate[],
  dues: readonly DigestDue[],
  now: Date,
  share?: AlertShare,
): Promise<number> {
  if (updates.length === 0) return 0;
  const dueJson = JSON.stringify(dues.map((d) => ({
    time_zone: d.timeZone,
    frequency: d.frequency,
    approved_at: d.approvedAt.toISOString(),
    due_at: d.dueAt.toISOString(),
  })));
  const result = await db.execute(sql`
    with ${fitsCte(updates, true, share)},
    d as (
      select * from jsonb_to_recordset(${dueJson}::jsonb)
        as d(time_zone text, frequency text, approved_at timestamptz, due_at timestamptz)
    ),
    added as (
      insert into alert_deliveries (alert_id, legal_update_id, due_at, created_at)
      -- A zone changed since digestTimeZones read them has no row: then the approval time.
      select fits.alert_id, fits.update_id, coalesce(d.due_at, fits.approved_at),
        ${now.toISOString()}::timestamptz
      from fits left join d on fits.frequency <> 'instant' and d.time_zone = fits.time_zone
        and d.frequency = fits.frequency and d.approved_at = fits.approved_at
      on conflict (alert_id, legal_update_id, revision_id) do nothing
      returning 1
    )
    select count(*)::integer as n from added`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * The pairs that pass the prefilter among the alerts that need their keywords checked in code
 * (a phrase, or a keyword without a word): the first word of each keyword narrowed them.
 */
export async function prefilterCandidates(
  db: Db,
  updates: readonly PrefilterUpdate[],
  share?: AlertShare,
): Promise<Candidate[]> {
  if (updates.length === 0) return [];
  const result = await db.execute(sql`
    with ${fitsCte(updates, false, share)}
    select fits.update_id as "updateId", a.id as "alertId", a.keywords, a.frequency,
      fits.time_zone as "timeZone"
    from fits join alerts a on a.id = fits.alert_id`);
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
 * answers how many were new. The rows travel as three array parameters per chunk.
 */
export async function insertDeliveries(
  db: Db,
  rows: readonly NewDelivery[],
  now: Date,
): Promise<number> {
  let inserted = 0;
  const CHUNK = 50_000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // Three arrays, unnested side by side: cheaper to send and read than one object per row.
    const alertIds = `{${chunk.map((r) => r.alertId).join(",")}}`;
    const updateIds = `{${chunk.map((r) => r.updateId).join(",")}}`;
    const dueAts = `{${chunk.map((r) => `"${r.dueAt.toISOString()}"`).join(",")}}`;
    const result = await db.execute(sql`
      with added as (
        insert into alert_deliveries (alert_id, legal_update_id, due_at, created_at)
        select r.alert_id, r.update_id, r.due_at, ${now.toISOString()}::timestamptz
        from unnest(${alertIds}::integer[], ${updateIds}::integer[], ${dueAts}::timestamptz[])
          as r(alert_id, update_id, due_at)
        on conflict (alert_id, legal_update_id, revision_id) do nothing
        returning 1
      )
      select count(*)::integer as n from added`);
    inserted += rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return inserted;
}
