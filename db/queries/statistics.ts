/**
 * The figures of the navigation badge, the portal's filter row and the dashboard's stat cards:
 * counts over legal updates and jurisdictions, each one statement.
 */
import { and, count, countDistinct, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { jurisdictions, legalUpdateRevisions, legalUpdates } from "../schema.ts";

/** Changes only (issue 27): a change of several reports counts once, by its primary. */
const isPrimary = isNull(legalUpdates.primaryId);

/** How many changes there are in each status (statuses without any are left out). */
export function countUpdatesByStatus(db: Db) {
  return db.select({ status: legalUpdates.status, n: count() })
    .from(legalUpdates)
    .where(isPrimary)
    .groupBy(legalUpdates.status);
}

/** How many updates have a revision waiting for review (issue 23; the partial index answers). */
export async function countPendingRevisions(db: Db): Promise<number> {
  const [row] = await db.select({ n: countDistinct(legalUpdateRevisions.legalUpdateId) })
    .from(legalUpdateRevisions).where(eq(legalUpdateRevisions.review, "pending"));
  return row?.n ?? 0;
}

/** The dashboard's four figures; `since` starts the "approved this week" window. */
export async function overviewCounts(db: Db, since: Date) {
  const approved = and(eq(legalUpdates.status, "approved"), isPrimary);
  const [[updates], [active], [week], [categories]] = await Promise.all([
    db.select({ n: count() }).from(legalUpdates).where(approved),
    db.select({ n: count() }).from(jurisdictions).where(eq(jurisdictions.isActive, true)),
    db.select({ n: count() }).from(legalUpdates).where(
      and(approved, gte(legalUpdates.approvedAt, since)),
    ),
    db.select({
      // As the listing shows them: an update not analysed yet counts as 'General'.
      n: countDistinct(sql`coalesce(${legalUpdates.aiCategory}, ${FALLBACK_CATEGORY})`),
    })
      .from(legalUpdates).where(approved),
  ]);
  return {
    approvedUpdates: updates?.n ?? 0,
    activeJurisdictions: active?.n ?? 0,
    approvedThisWeek: week?.n ?? 0,
    categoriesInUse: categories?.n ?? 0,
  };
}
