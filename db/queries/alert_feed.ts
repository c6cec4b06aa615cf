/**
 * The approved updates an alert's jurisdictions and industries allow (the rule's SQL half,
 * alert_rule.ts), newest approval first, a page at a time (keyset on approved_at, id): what its
 * Atom feed and its test message are made from once the keywords are checked in code
 * (workers/alerts/recent_matches.ts).
 */
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { alerts, jurisdictions, legalUpdates } from "../schema.ts";
import type { MessageUpdate } from "./alert_deliveries.ts";
import { alertListsAllow, updateCategory } from "./alert_rule.ts";

/** An approved update with what the feed and the keyword check need. */
export interface ApprovedUpdate extends MessageUpdate {
  content: string;
  approvedAt: Date;
  updatedAt: Date;
}

/** Where the previous page ended. */
export interface PageEnd {
  approvedAt: Date;
  id: number;
}

/** One page of approved updates the alert's lists allow, newest approval first. */
export async function approvedUpdatesPage(
  db: Db,
  alertId: number,
  options: { after?: PageEnd; limit: number },
): Promise<ApprovedUpdate[]> {
  const conditions: (SQL | undefined)[] = [
    eq(legalUpdates.status, "approved"),
    // A change once (issue 27): by its primary.
    isNull(legalUpdates.primaryId),
    alertListsAllow(
      { jurisdictionIds: sql`${alerts.jurisdictionIds}`, industries: sql`${alerts.industries}` },
      { jurisdictionId: sql`${legalUpdates.jurisdictionId}`, category: updateCategory },
    ),
  ];
  const after = options.after;
  if (after) {
    conditions.push(
      sql`(${legalUpdates.approvedAt}, ${legalUpdates.id}) < (${after.approvedAt.toISOString()}::timestamptz, ${after.id})`,
    );
  }
  const rows = await db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    summary: legalUpdates.aiSummary,
    content: legalUpdates.content,
    category: updateCategory,
    jurisdiction: jurisdictions.name,
    publishDate: legalUpdates.publishDate,
    sourceUrl: legalUpdates.sourceUrl,
    approvedAt: legalUpdates.approvedAt,
    updatedAt: legalUpdates.updatedAt,
  }).from(legalUpdates)
    // The alert's own row: its lists are read where deliveries read them.
    .innerJoin(alerts, eq(alerts.id, alertId))
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .where(and(...conditions))
    // As legal_updates_approved_idx is ordered (approved rows always have approvedAt).
    .orderBy(sql`${legalUpdates.approvedAt} desc nulls last, ${legalUpdates.id} desc nulls last`)
    .limit(options.limit);
  return rows.map((r) => ({
    ...r,
    // Approved rows always have approvedAt (applyStatus sets it); the seed's too.
    approvedAt: r.approvedAt ?? r.updatedAt,
  }));
}
