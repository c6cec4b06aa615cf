/**
 * The public shape of a legal update, shared by every call that shows updates to users (the
 * listing, favorites, reports): which columns to select, the joins that bring the jurisdiction
 * and source names, and `toPublicUpdate` that turns such a row into the JSON the web reads.
 */
import { and, type Column, eq, inArray, type SQL, sql } from "drizzle-orm";
import { canonicalCategory, CATEGORIES } from "../../domain/categories.ts";
import type { SourceType } from "../../domain/sources.ts";
import type { PublicUpdate } from "../../api/schemas/legal_updates.ts";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../schema.ts";

/** The flat columns of a public update (select them, then map each row with toPublicUpdate). */
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

/** A row selected with {@link publicUpdateColumns} (joined columns are null without a match). */
export interface PublicUpdateRow {
  id: number;
  title: string;
  aiSummary: string | null;
  aiCategory: string | null;
  publishDate: Date;
  approvedAt: Date | null;
  sourceUrl: string;
  source: string | null;
  jurisdictionId: number | null;
  jurisdictionName: string | null;
  rssSourceName: string | null;
  rssSourceType: string | null;
}

/**
 * `select <public columns> from legal_updates left join jurisdictions left join rss_sources`;
 * add `.where()`, `.orderBy()`, `.limit()` as needed.
 */
export function selectPublicUpdates(db: Db) {
  return db.select(publicUpdateColumns).from(legalUpdates)
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId));
}

/** The JSON of one update: category canonicalised ('General' fallback), dates as ISO strings. */
export function toPublicUpdate(row: PublicUpdateRow): PublicUpdate {
  return {
    id: row.id,
    title: row.title,
    aiSummary: row.aiSummary,
    aiCategory: canonicalCategory(row.aiCategory),
    publishDate: row.publishDate.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    sourceUrl: row.sourceUrl,
    jurisdiction: row.jurisdictionId === null || row.jurisdictionName === null
      ? null
      : { id: row.jurisdictionId, name: row.jurisdictionName },
    rssSource: row.rssSourceName === null ? null : {
      name: row.rssSourceName,
      sourceType:
        (row.rssSourceType === "specialist" ? "specialist" : "jurisdiction") as SourceType,
    },
    source: row.source,
  };
}

/** The approved updates among `ids`, in the order of `ids` (unknown or unapproved ids dropped). */
export async function findApprovedUpdates(db: Db, ids: readonly number[]): Promise<PublicUpdate[]> {
  if (ids.length === 0) return [];
  const rows = await selectPublicUpdates(db).where(
    and(inArray(legalUpdates.id, [...new Set(ids)]), eq(legalUpdates.status, "approved")),
  );
  const byId = new Map(rows.map((row) => [row.id, toPublicUpdate(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
