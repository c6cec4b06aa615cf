/**
 * The listing's search (spec part 1 §5): a case-insensitive substring of the title, the AI
 * summary, the category users see, or the jurisdiction's name. Served by the trigram index on
 * legal_updates.search_text, then re-checked field by field where search_text could mislead, so
 * that the rows are exactly the rule's: a term with a space could match across two joined
 * fields, and search_text holds the stored category, not the one users see.
 */
import { inArray, or, type SQL, sql } from "drizzle-orm";
import { CATEGORIES } from "../../domain/categories.ts";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates } from "../schema.ts";
import { displayCategorySql } from "./legal_updates.ts";

/** Escapes LIKE's metacharacters (\ % _) so that the text matches itself (with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The normalised search term: trimmed and lower-cased; empty means no search. */
export function searchTerm(search: string | undefined): string {
  return (search ?? "").trim().toLowerCase();
}

/**
 * Categories users see whose stored value is not in search_text as shown: 'General' (empty or
 * unknown values) and 'IT & Technology' (stored as the alias 'Technology'). Only these need a
 * branch beside the index; the index finds every other category through search_text.
 */
function categoriesOutsideIndex(term: string): string[] {
  return CATEGORIES.filter((name) => {
    const lower = name.toLowerCase();
    if (!lower.includes(term)) return false;
    if (name === "General") return true;
    return name === "IT & Technology" && !"technology".includes(term);
  });
}

/** Ids of the jurisdictions whose name contains the term (the table is small). */
async function jurisdictionIdsMatching(db: Db, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: jurisdictions.id }).from(jurisdictions).where(
    sql`lower(${jurisdictions.name}) like ${pattern} escape '\\'`,
  );
  return rows.map((r) => r.id);
}

/**
 * Stored categories whose text in search_text cannot make a false match for a term without a
 * space: the canonical names, the alias and empty. For rows holding one of these exactly, a hit
 * in search_text is a hit in some field (the term cannot span the ' ' between fields), so the
 * costly field-by-field recheck is skipped; rows with odd spellings still get it.
 */
const PLAIN_CATEGORIES = sql.raw(
  [...CATEGORIES, "Technology", ""].map((c) => `'${c.replaceAll("'", "''")}'`).join(", "),
);

/** The WHERE condition of a search, or undefined when the search is empty. */
export async function searchCondition(
  db: Db,
  search: string | undefined,
): Promise<SQL | undefined> {
  const term = searchTerm(search);
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const like = (expr: SQL) => sql`${expr} like ${pattern} escape '\\'`;
  const category = legalUpdates.aiCategory;
  const fields = sql`(${like(sql`lower(${legalUpdates.title})`)} or ${
    like(sql`lower(coalesce(${legalUpdates.aiSummary}, ''))`)
  } or ${like(sql`lower(${displayCategorySql()})`)})`;
  const exact = term.includes(" ")
    ? fields
    : sql`(${category} is null or ${category} in (${PLAIN_CATEGORIES}) or ${fields})`;
  const inFields = sql`(${like(sql`${legalUpdates.searchText}`)} and ${exact})`;
  const categories = categoriesOutsideIndex(term);
  const ids = await jurisdictionIdsMatching(db, pattern);
  return or(
    inFields,
    categories.length ? inArray(displayCategorySql(), categories) : undefined,
    ids.length ? inArray(legalUpdates.jurisdictionId, ids) : undefined,
  );
}
