/**
 * What a report reads: the selected legal updates with their jurisdiction and source names, and
 * the company profile of the user who asks for it.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { Category } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { jurisdictions, legalUpdates, rssSources, users } from "../schema.ts";

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
  /** The change's other reports (issue 27), official first then earliest; [] for one. */
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
  })
    .from(legalUpdates)
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId))
    .where(inArray(legalUpdates.id, [...ids]));
  return rows.map(({ feedName, manualSource, jurisdiction, ...row }) => ({
    ...row,
    jurisdiction: jurisdiction ?? "",
    sourceName: feedName ?? (manualSource?.trim() || null),
    alsoReportedBy: [],
  }));
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
