/**
 * What a report reads: the selected legal updates with their jurisdiction and source names, one
 * per change with the change's other reports (issue 27), and the company profile of the user who
 * asks for it.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { Category } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { jurisdictions, legalUpdates, rssSources, users } from "../schema.ts";
import { otherReportsOf } from "./report_changes.ts";

/** One selected legal update as the report needs it. */
export interface ReportUpdate {
  id: number;
  title: string;
  content: string;
  aiSummary: string | null;
  /** NULL until analysed (shown as 'General'). */
  aiCategory: Category | null;
  status: UpdateStatus;
  publishDate: Date;
  sourceUrl: string;
  /** The jurisdiction's name; "" when the update has none. */
  jurisdiction: string;
  /** The feed's name, or the free-text source of a manual update; null when neither. */
  sourceName: string | null;
  /** The change's primary (issue 27): its own id when it is the primary. */
  changeId: number;
  /**
   * The change's other reports (issue 27), official first then earliest; [] for one, and for a
   * report read by {@link findReportUpdates} (only {@link findReportChanges} reads them).
   */
  alsoReportedBy: ReportSource[];
}

/** Another report of a report update's change. */
export interface ReportSource {
  title: string;
  /** The feed's name, or a manual update's source; null when neither. */
  source: string | null;
  sourceUrl: string;
  publishDate: Date;
}

/** The updates with these ids, whatever their status (the caller checks it), in no order. */
export async function findReportUpdates(db: Db, ids: readonly number[]): Promise<ReportUpdate[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    content: legalUpdates.content,
    aiSummary: legalUpdates.aiSummary,
    aiCategory: legalUpdates.aiCategory,
    status: legalUpdates.status,
    publishDate: legalUpdates.publishDate,
    sourceUrl: legalUpdates.sourceUrl,
    jurisdiction: jurisdictions.name,
    feedName: rssSources.name,
    manualSource: legalUpdates.source,
    primaryId: legalUpdates.primaryId,
  })
    .from(legalUpdates)
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId))
    .where(inArray(legalUpdates.id, [...ids]));
  return rows.map(({ feedName, manualSource, jurisdiction, primaryId, ...row }) => ({
    ...row,
    jurisdiction: jurisdiction ?? "",
    sourceName: feedName ?? (manualSource?.trim() || null),
    changeId: primaryId ?? row.id,
    alsoReportedBy: [],
  }));
}

/**
 * The changes of `updates` (read by {@link findReportUpdates}), once each: the primary, whichever
 * of its reports was given, with its other reports (ADR 0144).
 */
export async function findReportChanges(
  db: Db,
  updates: readonly ReportUpdate[],
): Promise<ReportUpdate[]> {
  const changeIds = [...new Set(updates.map((u) => u.changeId))];
  const given = new Map(updates.filter((u) => u.id === u.changeId).map((u) => [u.id, u]));
  const missing = changeIds.filter((id) => !given.has(id));
  for (const primary of await findReportUpdates(db, missing)) given.set(primary.id, primary);
  const others = await otherReportsOf(db, changeIds);
  return changeIds.flatMap((id) => {
    const primary = given.get(id);
    return primary ? [{ ...primary, alsoReportedBy: others.get(id) ?? [] }] : [];
  });
}

/** The company a user's reports are written for (their profile). */
export interface ReportCompany {
  name: string | null;
  websiteUrl: string | null;
  employeeCount: number | null;
}

/** The user's company profile, or null when the user does not exist. */
export async function findReportCompany(db: Db, userId: string): Promise<ReportCompany | null> {
  const [row] = await db.select({
    name: users.companyName,
    websiteUrl: users.companyWebsiteUrl,
    employeeCount: users.employeeCount,
  }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
