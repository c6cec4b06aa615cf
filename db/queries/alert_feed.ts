/**
 * The approved updates an alert's jurisdictions and industries allow, newest approval first, a
 * page at a time (keyset on approved_at, id): what its Atom feed and its test message are made
 * from once the keywords are checked in code (workers/alerts/recent_matches.ts).
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates } from "../schema.ts";
import type { MessageUpdate } from "./alert_deliveries.ts";

/** The part of an alert that SQL decides. */
export interface RuleFilter {
  jurisdictionIds: readonly number[];
  industries: readonly string[];
}

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

/** One page of approved updates the filter allows, newest approval first. */
export async function approvedUpdatesPage(
  db: Db,
  filter: RuleFilter,
  options: { after?: PageEnd; limit: number },
): Promise<ApprovedUpdate[]> {
  const conditions: (SQL | undefined)[] = [eq(legalUpdates.status, "approved")];
  if (filter.jurisdictionIds.length) {
    conditions.push(inArray(legalUpdates.jurisdictionId, [...filter.jurisdictionIds]));
  }
  if (filter.industries.length) {
    conditions.push(
      sql`coalesce(${legalUpdates.aiCategory}, ${FALLBACK_CATEGORY}) in ${[...filter.industries]}`,
    );
  }
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
    category: legalUpdates.aiCategory,
    jurisdiction: jurisdictions.name,
    publishDate: legalUpdates.publishDate,
    sourceUrl: legalUpdates.sourceUrl,
    approvedAt: legalUpdates.approvedAt,
    updatedAt: legalUpdates.updatedAt,
  }).from(legalUpdates)
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .where(and(...conditions))
    // As legal_updates_approved_idx is ordered (approved rows always have approvedAt).
    .orderBy(sql`${legalUpdates.approvedAt} desc nulls last, ${legalUpdates.id} desc nulls last`)
    .limit(options.limit);
  return rows.map((r) => ({
    ...r,
    category: r.category ?? FALLBACK_CATEGORY,
    // Approved rows always have approvedAt (applyStatus sets it); the seed's too.
    approvedAt: r.approvedAt ?? r.updatedAt,
  }));
}
