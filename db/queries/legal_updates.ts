/**
 * The public columns of a legal update, shared by every call that shows updates to users (the
 * listing, favorites, the portal): which columns to select and the joins that bring the
 * jurisdiction and source names; and whether an update exists. The routes shape the rows into
 * JSON (api/legal_updates/).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../schema.ts";

/** The flat columns of a public update (joined columns are null without a match). */
export const publicUpdateColumns = {
  id: legalUpdates.id,
  title: legalUpdates.title,
  aiSummary: legalUpdates.aiSummary,
  aiCategory: legalUpdates.aiCategory,
  publishDate: legalUpdates.publishDate,
  approvedAt: legalUpdates.approvedAt,
  revisedAt: legalUpdates.revisedAt,
  sourceUrl: legalUpdates.sourceUrl,
  source: legalUpdates.source,
  jurisdictionId: jurisdictions.id,
  jurisdictionName: jurisdictions.name,
  rssSourceName: rssSources.name,
  rssSourceType: rssSources.sourceType,
};

/**
 * `select <public columns> from legal_updates left join jurisdictions left join rss_sources`;
 * add `.where()`, `.orderBy()`, `.limit()` as needed.
 */
export function selectPublicUpdates(db: Db) {
  return db.select(publicUpdateColumns).from(legalUpdates)
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId));
}

/** A row selected with {@link publicUpdateColumns}. */
export type PublicUpdateRow = Awaited<ReturnType<typeof selectPublicUpdates>>[number];

/** True when an update with this id exists, whatever its status. */
export async function legalUpdateExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates)
    .where(eq(legalUpdates.id, id)).limit(1);
  return row !== undefined;
}

/** True when the update exists and is approved (what users may see and favorite). */
export async function isApprovedUpdate(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates).where(
    and(eq(legalUpdates.id, id), eq(legalUpdates.status, "approved")),
  ).limit(1);
  return row !== undefined;
}
