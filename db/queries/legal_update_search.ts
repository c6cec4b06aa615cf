/**
 * The listing's search (spec part 1 §5): a case-insensitive substring of the title, the AI
 * summary, the category users see, or the jurisdiction's name. Served by the trigram index on
 * legal_updates.search_text (title, summary and stored category, lower-cased and joined by
 * spaces); a term with a space is re-checked field by field, since it could match across two
 * joined fields. Updates not analysed yet (NULL category) are shown as 'General' but have no
 * category in search_text, so they get a branch of their own.
 */
import { and, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates } from "../schema.ts";

/** Escapes LIKE's metacharacters (\ % _) so that the text matches itself (with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The normalised search term: trimmed and lower-cased; empty means no search. */
export function searchTerm(search: string | undefined): string {
  return (search ?? "").trim().toLowerCase();
}

/** Ids of the jurisdictions whose name contains the term (the table is small). */
async function jurisdictionIdsMatching(db: Db, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: jurisdictions.id }).from(jurisdictions).where(
    sql`lower(${jurisdictions.name}) like ${pattern} escape '\\'`,
  );
  return rows.map((r) => r.id);
}

/** The WHERE condition of a search, or undefined when the search is empty. */
export async function searchCondition(
  db: Db,
  search: string | undefined,
): Promise<SQL | undefined> {
  const term = searchTerm(search);
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const like = (expr: SQL) => sql`${expr} like ${pattern} escape '\\'`;
  const inSearchText = like(sql`${legalUpdates.searchText}`);
  // A term without a space cannot span the ' ' between fields: a hit in search_text is a hit
  // in some field.
  const inFields = term.includes(" ")
    ? and(
      inSearchText,
      or(
        like(sql`lower(${legalUpdates.title})`),
        like(sql`lower(coalesce(${legalUpdates.aiSummary}, ''))`),
        like(sql`lower(coalesce(${legalUpdates.aiCategory}, ''))`),
      ),
    )
    : inSearchText;
  const ids = await jurisdictionIdsMatching(db, pattern);
  return or(
    inFields,
    FALLBACK_CATEGORY.toLowerCase().includes(term) ? isNull(legalUpdates.aiCategory) : undefined,
    ids.length ? inArray(legalUpdates.jurisdictionId, ids) : undefined,
  );
}
