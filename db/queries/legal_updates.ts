/**
 * The public columns of a legal update, shared by every call that shows updates to users (the
 * listing, favorites, the portal): which columns to select and the joins that bring the
 * jurisdiction and source names. The routes shape the rows into JSON (api/legal_updates/).
 */
import { and, type Column, eq, type SQL, sql } from "drizzle-orm";
import { CATEGORIES } from "../../domain/categories.ts";
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

/** True when the update exists and is approved (what users may see and favorite). */
export async function isApprovedUpdate(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates).where(
    and(eq(legalUpdates.id, id), eq(legalUpdates.status, "approved")),
  ).limit(1);
  return row !== undefined;
}

const CATEGORY_KEYS: [string, string][] = [
  ...CATEGORIES.map((c): [string, string] => [c.toLowerCase(), c]),
  ["technology", "IT & Technology"],
];

// What JavaScript's trim() removes, for the ASCII range stored text may carry.
const WHITESPACE = "E' \\t\\n\\r\\f\\x0B'";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL for the category users see for a stored value: the same mapping as canonicalCategory
 * (case and spaces ignored, 'Technology' → 'IT & Technology', anything else → 'General').
 * The cases are constants, written as literals so the planner sees one fixed expression.
 */
export function displayCategorySql(column: Column | SQL = legalUpdates.aiCategory): SQL {
  const cases = CATEGORY_KEYS.map(([key, name]) => `when ${literal(key)} then ${literal(name)}`);
  return sql`(case lower(btrim(coalesce(${column}, ''), ${sql.raw(WHITESPACE)})) ${
    sql.raw(cases.join(" "))
  } else 'General' end)`;
}
