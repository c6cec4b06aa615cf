/**
 * The Legal Updates listing query (spec part 1 §5, §7): filters, order, one page and the total.
 * Two statements run side by side: the page (ordered by the (status, publish_date, id) index)
 * and a count that needs no joins. Access rules (who may ask which status) are the route's.
 */
import { and, count, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { type Category, FALLBACK_CATEGORY } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../schema.ts";
import { publicUpdateColumns, type PublicUpdateRow } from "./legal_updates.ts";
import { searchCondition } from "./legal_update_search.ts";

/** What a listing asks for; empty lists mean "no filter". */
export interface ListingFilters {
  status: UpdateStatus;
  jurisdictionIds?: readonly number[];
  /** Category names; 'General' also matches updates not analysed yet (NULL). */
  industries?: readonly Category[];
  search?: string;
  excludeSpecialist?: boolean;
  /** A user's chosen sources: only their updates, plus manual ones (which have no source). */
  rssSourceIds?: readonly number[];
  /** publishDate ≥ from and ≤ to (both inclusive instants). */
  from?: Date;
  to?: Date;
  sort?: "asc" | "desc";
  page: number;
  limit: number;
}

/** One page of the listing and the number of updates matching the filters. */
export interface ListingPage {
  rows: PublicUpdateRow[];
  total: number;
}

/** The legal_updates columns the public shape needs (the rest come from the joins). */
const PAGE_COLUMNS = {
  id: legalUpdates.id,
  title: legalUpdates.title,
  aiSummary: legalUpdates.aiSummary,
  aiCategory: legalUpdates.aiCategory,
  publishDate: legalUpdates.publishDate,
  approvedAt: legalUpdates.approvedAt,
  revisedAt: legalUpdates.revisedAt,
  sourceUrl: legalUpdates.sourceUrl,
  source: legalUpdates.source,
  jurisdictionId: legalUpdates.jurisdictionId,
  rssSourceId: legalUpdates.rssSourceId,
};

const SPECIALIST_SOURCES =
  sql`(select ${rssSources.id} from ${rssSources} where ${rssSources.sourceType} = 'specialist')`;

/** The updates in one of the categories, as shown: NULL (not analysed yet) counts as 'General'. */
function categoryCondition(industries: readonly Category[]): SQL | undefined {
  const category = legalUpdates.aiCategory;
  const listed = inArray(category, [...new Set(industries)]);
  return industries.includes(FALLBACK_CATEGORY) ? or(listed, isNull(category)) : listed;
}

/** The WHERE clause of the filters (no joins needed, so the count can skip them). */
export async function listingCondition(db: Db, f: ListingFilters): Promise<SQL | undefined> {
  const source = legalUpdates.rssSourceId;
  return and(
    eq(legalUpdates.status, f.status),
    // One row per change (issue 27): its other reports are listed under it.
    isNull(legalUpdates.primaryId),
    f.jurisdictionIds?.length
      ? inArray(legalUpdates.jurisdictionId, [...f.jurisdictionIds])
      : undefined,
    f.industries?.length ? categoryCondition(f.industries) : undefined,
    f.from ? gte(legalUpdates.publishDate, f.from) : undefined,
    f.to ? lte(legalUpdates.publishDate, f.to) : undefined,
    f.excludeSpecialist
      ? sql`(${source} is null or ${source} not in ${SPECIALIST_SOURCES})`
      : undefined,
    f.rssSourceIds?.length
      ? or(sql`${source} is null`, inArray(source, [...f.rssSourceIds]))
      : undefined,
    await searchCondition(db, f.search),
  );
}

/**
 * ORDER BY publish date then id. The index is (status, publish_date DESC NULLS LAST, id DESC
 * NULLS LAST): spelling the NULLS placement out lets PostgreSQL walk it (forwards for newest
 * first, backwards for oldest first) instead of sorting every matching row; plain DESC means
 * NULLS FIRST and would not match, even though the columns are never null.
 */
export function listingOrder(sort: "asc" | "desc"): SQL[] {
  return sort === "asc"
    ? [
      sql`${legalUpdates.publishDate} asc nulls first`,
      sql`${legalUpdates.id} asc nulls first`,
    ]
    : [
      sql`${legalUpdates.publishDate} desc nulls last`,
      sql`${legalUpdates.id} desc nulls last`,
    ];
}

/**
 * The two statements of a listing: the page, cut first and then joined to its jurisdiction and
 * source (with a search the planner may misjudge how many rows match and would otherwise join
 * every one of them before sorting; the subquery is named legal_updates so that the shared
 * column list points at it), and the count, which needs no joins. Exported for the benchmark,
 * which runs the same SQL bare.
 */
export async function listingStatements(db: Db, f: ListingFilters) {
  const where = await listingCondition(db, f);
  const order = listingOrder(f.sort ?? "desc");
  const page = db.select(PAGE_COLUMNS).from(legalUpdates).where(where).orderBy(...order)
    .limit(f.limit).offset((f.page - 1) * f.limit).as("legal_updates");
  return {
    page: db.select(publicUpdateColumns).from(page)
      .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
      .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId))
      .orderBy(...order),
    total: db.select({ total: count() }).from(legalUpdates).where(where),
  };
}

/** The page of updates the filters ask for, newest first (or oldest with sort asc), and the total. */
export async function listLegalUpdates(db: Db, f: ListingFilters): Promise<ListingPage> {
  const statements = await listingStatements(db, f);
  const [rows, [counted]] = await Promise.all([statements.page, statements.total]);
  return { rows, total: counted?.total ?? 0 };
}
