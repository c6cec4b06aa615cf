/**
 * Deliveries, one row per (alert, update) pair: claiming the due ones, the context a message
 * needs, recording the outcome, and the history the alert's screen lists.
 *
 * A claim is one short statement: it locks due rows with FOR UPDATE SKIP LOCKED (rows another
 * worker holds are skipped, not waited for), counts the attempt and moves `due_at` out by a lease
 * longer than any send may take, so no other worker takes them while they are being sent. No
 * transaction stays open while sending (a shell task on the shared PGlite must not hold the
 * server's queries). If the worker dies mid-send, the rows come due again when the lease ends:
 * that try counted as a failed attempt.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AlertFrequency } from "../../domain/alerts.ts";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { type Db, rowsOf } from "../client.ts";
import { alertDeliveries, alerts, jurisdictions, legalUpdates, users } from "../schema.ts";
import { otherReportsOf } from "./report_changes.ts";

/**
 * What `revision_id` holds for an update's approval: the column is part of the key, so it cannot
 * be null; answers say null.
 */
export const APPROVAL_REVISION = 0;

/** A delivery's key: its (alert, update, revision) triple. */
export interface DeliveryKey {
  alertId: number;
  legalUpdateId: number;
  /** Null for the update's approval; else the revision this delivery announces. */
  revisionId: number | null;
}

/** A claimed delivery: which one, and the attempt now being made (1 for the first). */
export interface ClaimedDelivery extends DeliveryKey {
  attempts: number;
}

/** Options of {@link claimDueDeliveries}. */
export interface ClaimOptions {
  now: Date;
  /** When the claimed rows come due again if no outcome is recorded (the worker died). */
  leaseUntil: Date;
  limit: number;
  /**
   * `alerts:run --digest daily|weekly`: that frequency's untried deliveries count as due now,
   * as if it were 07:00 everywhere.
   */
  digest?: Exclude<AlertFrequency, "instant">;
}

/**
 * Claims up to `limit` due deliveries of active, sending alerts of active users, ordered by alert
 * so that one alert's rows tend to travel together.
 */
export async function claimDueDeliveries(
  db: Db,
  options: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  const digest = options.digest ?? null;
  const result = await db.execute(sql`
    with due as (
      select d.alert_id, d.legal_update_id, d.revision_id from alert_deliveries d
      join alerts a on a.id = d.alert_id
      join users u on u.id = a.user_id
      where d.status = 'pending' and a.is_active and a.channel <> 'feed' and u.is_active
        and (d.due_at <= ${now}::timestamptz
          or (a.frequency = ${digest}::text and d.attempts = 0))
      order by d.alert_id, d.legal_update_id, d.revision_id
      limit ${options.limit}
      for update of d skip locked
    )
    update alert_deliveries d
    set attempts = d.attempts + 1, due_at = ${options.leaseUntil.toISOString()}::timestamptz
    from due where d.alert_id = due.alert_id and d.legal_update_id = due.legal_update_id
      and d.revision_id = due.revision_id
    returning d.alert_id as "alertId", d.legal_update_id as "legalUpdateId",
      nullif(d.revision_id, ${APPROVAL_REVISION}) as "revisionId", d.attempts`);
  return rowsOf<ClaimedDelivery>(result);
}

/**
 * Marks failed, with `reason`, the due deliveries of deactivated users (a digest queued before
 * the deactivation), so that the history says why and a reactivation does not send them late.
 * Only due rows are read, through the pending due-time index, as the claim reads them
 * (ADR 0091).
 */
export async function cancelDueOfInactiveUsers(
  db: Db,
  options: { now: Date; reason: string },
): Promise<number> {
  const result = await db.execute(sql`
    update alert_deliveries d set status = 'failed', last_error = ${options.reason}
    from alerts a join users u on u.id = a.user_id
    where d.alert_id = a.id and d.status = 'pending'
      and d.due_at <= ${options.now.toISOString()}::timestamptz and not u.is_active
    returning d.alert_id`);
  return rowsOf(result).length;
}

/** The alerts of claimed deliveries, with their owner's email and name. */
export function alertsForSending(db: Db, ids: number[]) {
  return db.select({
    id: alerts.id,
    name: alerts.name,
    channel: alerts.channel,
    frequency: alerts.frequency,
    webhookUrl: alerts.webhookUrl,
    webhookFormat: alerts.webhookFormat,
    webhookSecret: alerts.webhookSecret,
    email: users.email,
    firstName: users.firstName,
  }).from(alerts).innerJoin(users, eq(users.id, alerts.userId))
    .where(inArray(alerts.id, ids));
}

/** An alert as the sender reads it. */
export type SendingAlert = Awaited<ReturnType<typeof alertsForSending>>[number];

/** An update as a message shows it. */
export interface MessageUpdate {
  id: number;
  title: string;
  summary: string | null;
  category: string;
  jurisdiction: string | null;
  publishDate: Date;
  sourceUrl: string;
  /** The change's primary (issue 27): its own id when it is the primary; absent where unread. */
  changeId?: number;
  /**
   * The change's other reports (issue 27), official first then earliest; [] for a change of one;
   * absent where a message does not list them (the Atom feed).
   */
  alsoReportedBy?: MessageReport[];
}

/** Another report of a message update's change. */
export interface MessageReport {
  title: string;
  /** The feed's name, or a manual update's source; null when neither. */
  source: string | null;
  sourceUrl: string;
  publishDate: Date;
}

/**
 * The updates of claimed deliveries, as messages show them: each with its change (issue 27) and,
 * for a primary, the change's other reports.
 */
export async function updatesForMessages(db: Db, ids: number[]): Promise<MessageUpdate[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    summary: legalUpdates.aiSummary,
    category: legalUpdates.aiCategory,
    jurisdiction: jurisdictions.name,
    publishDate: legalUpdates.publishDate,
    sourceUrl: legalUpdates.sourceUrl,
    primaryId: legalUpdates.primaryId,
  }).from(legalUpdates)
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .where(inArray(legalUpdates.id, ids));
  const others = await otherReportsOf(db, rows.flatMap((r) => r.primaryId === null ? [r.id] : []));
  return rows.map(({ primaryId, ...r }) => ({
    ...r,
    category: r.category ?? FALLBACK_CATEGORY,
    changeId: primaryId ?? r.id,
    alsoReportedBy: others.get(r.id) ?? [],
  }));
}

/** The rows of `keys`, as a condition: the triples travel as three array parameters. */
function keyIn(keys: readonly DeliveryKey[]) {
  const alertIds = `{${keys.map((k) => k.alertId).join(",")}}`;
  const updateIds = `{${keys.map((k) => k.legalUpdateId).join(",")}}`;
  const revisionIds = `{${keys.map((k) => k.revisionId ?? APPROVAL_REVISION).join(",")}}`;
  return sql`(${alertDeliveries.alertId}, ${alertDeliveries.legalUpdateId},
    ${alertDeliveries.revisionId}) in (
    select * from unnest(${alertIds}::integer[], ${updateIds}::integer[], ${revisionIds}::integer[]))`;
}

/** Records a successful send of the deliveries. */
export async function markSent(db: Db, keys: DeliveryKey[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.update(alertDeliveries)
    .set({ status: "sent", sentAt: now, lastError: null, lastProblem: null })
    .where(keyIn(keys));
}

/**
 * Records a failed send: each row waits `retryAt` before its next try, or is `failed` for good
 * when `retryAt` is null.
 */
export async function markFailed(
  db: Db,
  keys: DeliveryKey[],
  outcome: { error: string; problem?: string; retryAt: Date | null },
): Promise<void> {
  if (keys.length === 0) return;
  const { retryAt } = outcome;
  const failure = { lastError: outcome.error, lastProblem: outcome.problem ?? null };
  await db.update(alertDeliveries)
    .set(retryAt ? { ...failure, dueAt: retryAt } : { ...failure, status: "failed" })
    .where(and(keyIn(keys), eq(alertDeliveries.status, "pending")));
}

/**
 * The alert's delivery history, newest first, with each update's title. Deliveries made by one
 * run share its time: an update's revision (a higher revision id than its approval's 0, and than
 * its earlier revisions') then comes before what it revises.
 */
export function listDeliveries(db: Db, alertId: number, limit: number) {
  return db.select({
    legalUpdateId: alertDeliveries.legalUpdateId,
    revisionId: sql<number | null>`nullif(${alertDeliveries.revisionId}, ${APPROVAL_REVISION})`,
    title: legalUpdates.title,
    status: alertDeliveries.status,
    attempts: alertDeliveries.attempts,
    lastError: alertDeliveries.lastError,
    lastProblem: alertDeliveries.lastProblem,
    sentAt: alertDeliveries.sentAt,
  }).from(alertDeliveries)
    .innerJoin(legalUpdates, eq(legalUpdates.id, alertDeliveries.legalUpdateId))
    .where(eq(alertDeliveries.alertId, alertId))
    .orderBy(
      desc(alertDeliveries.createdAt),
      desc(alertDeliveries.legalUpdateId),
      desc(alertDeliveries.revisionId),
    )
    .limit(limit);
}
