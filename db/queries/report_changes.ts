/**
 * Changes of several reports (issue 27, ADR XXXX-change-storage): which reports a change has,
 * its primary kept by the rule (domain/report_changes.ts) and one status for all its reports, the
 * "Also reported by" of primaries, and an admin's split and join, each audited.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { primaryOf } from "../../domain/report_changes.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { byPrimaryRule } from "../../domain/report_changes.ts";
import { legalUpdateFeatures, legalUpdates, rssSources } from "../schema.ts";
import { withdrawApprovals } from "./alert_matching.ts";
import { recordStatusChanges, type StatusChange } from "./audit.ts";
import { pgJson } from "./json_param.ts";
import { type ChangeMember, membersOfChanges } from "./report_features.ts";

/** The review a change's reports share: status, approval and reviewer. */
export type ChangeReview = Pick<
  ChangeMember,
  "status" | "approvedAt" | "reviewedBy" | "reviewedAt"
>;

/** The review of a member, to give its whole change. */
export function reviewOf(member: ChangeReview): ChangeReview {
  const { status, approvedAt, reviewedBy, reviewedAt } = member;
  return { status, approvedAt, reviewedBy, reviewedAt };
}

/**
 * Makes `members` one change: the primary by the rule (its primaryId NULL, the others' its id)
 * and `review` on every report whose review differs, in one statement. Answers the primary's id.
 * Rows already so are not written.
 */
export async function settleChange(
  tx: Db,
  members: readonly ChangeMember[],
  review: ChangeReview,
): Promise<number> {
  const primary = primaryOf(members);
  const writes = members.flatMap((m) => {
    const primaryId = m.id === primary.id ? null : primary.id;
    const reviewed = m.status !== review.status ||
      m.approvedAt?.getTime() !== review.approvedAt?.getTime() ||
      m.reviewedBy !== review.reviewedBy;
    return m.primaryId === primaryId && !reviewed ? [] : [{ id: m.id, primaryId, reviewed }];
  });
  if (writes.length === 0) return primary.id;
  await tx.execute(sql`
    update legal_updates as u set primary_id = w."primaryId",
      status = case when w.reviewed then ${review.status} else u.status end,
      approved_at = case when w.reviewed then ${
    review.approvedAt?.toISOString() ?? null
  }::timestamptz
        else u.approved_at end,
      reviewed_by = case when w.reviewed then ${review.reviewedBy}::text else u.reviewed_by end,
      reviewed_at = case when w.reviewed then ${
    review.reviewedAt?.toISOString() ?? null
  }::timestamptz
        else u.reviewed_at end,
      updated_at = case when w.reviewed then now() else u.updated_at end
    from jsonb_to_recordset(${pgJson(writes)}::jsonb)
      as w(id integer, "primaryId" integer, reviewed boolean)
    where u.id = w.id`);
  return primary.id;
}

/** Points the other reports of change `from` at the primary `to` (a new primary took over). */
export async function repointChange(tx: Db, from: number, to: number): Promise<void> {
  await tx.update(legalUpdates).set({ primaryId: to }).where(eq(legalUpdates.primaryId, from));
}

/** The change id (its primary's id) of a report, or null when there is no such report. */
export async function changeIdOf(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ primaryId: legalUpdates.primaryId }).from(legalUpdates)
    .where(eq(legalUpdates.id, id));
  return row ? row.primaryId ?? id : null;
}

/** One entry of "Also reported by". */
export interface OtherReportRow {
  id: number;
  primaryId: number;
  title: string;
  /** The source's name (a manual update's own source name). */
  source: string;
  sourceUrl: string;
  publishDate: Date;
}

/** The other reports of each primary, official first then the earliest ([] for a change of one). */
export async function otherReportsOf(
  db: Db,
  primaryIds: readonly number[],
): Promise<Map<number, OtherReportRow[]>> {
  const found = new Map<number, OtherReportRow[]>(primaryIds.map((id) => [id, []]));
  if (primaryIds.length === 0) return found;
  const rows = await db.select({
    id: legalUpdates.id,
    primaryId: legalUpdates.primaryId,
    title: legalUpdates.title,
    sourceName: rssSources.name,
    manualSource: legalUpdates.source,
    sourceUrl: legalUpdates.sourceUrl,
    publishDate: legalUpdates.publishDate,
    official: legalUpdateFeatures.official,
  }).from(legalUpdates)
    .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId))
    .leftJoin(legalUpdateFeatures, eq(legalUpdateFeatures.legalUpdateId, legalUpdates.id))
    .where(inArray(legalUpdates.primaryId, [...new Set(primaryIds)]));
  const ordered = rows.map((r) => ({ ...r, official: r.official ?? false })).sort(byPrimaryRule);
  for (const r of ordered) {
    found.get(r.primaryId!)?.push({
      id: r.id,
      primaryId: r.primaryId!,
      title: r.title,
      source: r.sourceName ?? r.manualSource ?? "",
      sourceUrl: r.sourceUrl,
      publishDate: r.publishDate,
    });
  }
  return found;
}

/** Who splits or joins, and when. */
export interface ChangeActor {
  actorId: string;
  now: Date;
}

/** What a split did: the report is its own change now (`id`), pending. */
export type SplitOutcome =
  | { kind: "notFound" }
  | { kind: "alone" }
  | { kind: "done"; id: number; leftPrimaryId: number };

function auditEntry(
  m: ChangeMember,
  entry: { kind: "split" | "join"; to: UpdateStatus; otherId: number },
  actor: ChangeActor,
): StatusChange {
  return {
    legalUpdateId: m.id,
    actorId: actor.actorId,
    fromStatus: m.status,
    toStatus: entry.to,
    kind: entry.kind,
    otherUpdateId: entry.otherId,
    changedAt: actor.now,
  };
}

/**
 * Takes report `id` out of its change (ADR XXXX-split-and-join): it becomes a change of its own,
 * pending review (an approval it had takes back its alerts not yet sent); the rest keep their
 * review and, if it was their primary, get the next one by the rule. Both sides' audit history
 * records it. Grouping never moves a stored report, so it never rejoins by itself.
 */
export function splitReport(db: Db, id: number, actor: ChangeActor): Promise<SplitOutcome> {
  return db.transaction(async (tx) => {
    const changeId = await changeIdOf(tx, id);
    if (changeId === null) return { kind: "notFound" } as const;
    const members = await membersOfChanges(tx, [changeId]);
    const leaving = members.find((m) => m.id === id);
    if (!leaving || members.length < 2) return { kind: "alone" } as const;
    const rest = members.filter((m) => m.id !== id);
    const kept = reviewOf(members.find((m) => m.primaryId === null) ?? leaving);
    const leftPrimaryId = await settleChange(tx, rest, kept);
    const pending = { status: "pending", approvedAt: null, reviewedBy: null, reviewedAt: null };
    await settleChange(tx, [leaving], pending as ChangeReview);
    if (leaving.status === "approved") await withdrawApprovals(tx, [id]);
    const leftPrimary = rest.find((m) => m.id === leftPrimaryId)!;
    await recordStatusChanges(tx, [
      auditEntry(leaving, { kind: "split", to: "pending", otherId: leftPrimaryId }, actor),
      auditEntry(leftPrimary, { kind: "split", to: kept.status, otherId: id }, actor),
    ]);
    return { kind: "done", id, leftPrimaryId } as const;
  });
}

/** What a join did: the primary of the joined change. */
export type JoinOutcome =
  | { kind: "notFound" }
  | { kind: "same" }
  | { kind: "done"; primaryId: number };

/**
 * The review of two changes joined (ADR XXXX-split-and-join): the target's, except that an
 * approved change stays approved (a join never hides a published law).
 */
function joinedReview(source: ChangeMember, target: ChangeMember): ChangeReview {
  if (target.status !== "approved" && source.status === "approved") return reviewOf(source);
  return reviewOf(target);
}

/**
 * Joins the change of report `id` into the change of report `intoId`: one change, its primary by
 * the rule, the target's review (see joinedReview). No alert is queued: an approved side already
 * alerted. Both primaries' audit history records it.
 */
export function joinChanges(
  db: Db,
  ids: { id: number; intoId: number },
  actor: ChangeActor,
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const [from, into] = [await changeIdOf(tx, ids.id), await changeIdOf(tx, ids.intoId)];
    if (from === null || into === null) return { kind: "notFound" } as const;
    if (from === into) return { kind: "same" } as const;
    const members = await membersOfChanges(tx, [from, into]);
    const source = members.find((m) => m.id === from)!;
    const target = members.find((m) => m.id === into)!;
    const review = joinedReview(source, target);
    const primaryId = await settleChange(tx, members, review);
    await recordStatusChanges(tx, [
      auditEntry(source, { kind: "join", to: review.status, otherId: target.id }, actor),
      auditEntry(target, { kind: "join", to: review.status, otherId: source.id }, actor),
    ]);
    return { kind: "done", primaryId } as const;
  });
}
