/**
 * A user's source preferences (user_preferences): which RSS sources their Legal Updates listing
 * shows. None stored means every source (spec part 2 §2, Settings card).
 */
import { asc, count, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { rssSources, userPreferences, users } from "../schema.ts";

/** The ids of the sources the user chose, ascending (empty: no narrowing). */
export async function preferredSourceIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db.select({ id: userPreferences.rssSourceId }).from(userPreferences)
    .where(eq(userPreferences.userId, userId)).orderBy(asc(userPreferences.rssSourceId));
  return rows.map((r) => r.id);
}

/** How far a user's source preference narrows the listing: `kept` of `of` sources. */
export interface SourceScope {
  /** The chosen source ids, ascending (empty: no narrowing). */
  ids: number[];
  /** How many sources the preference keeps. */
  kept: number;
  /** Sources there are to choose from: the active ones, plus any chosen one no longer active. */
  of: number;
}

/**
 * The user's chosen sources and how many there are to choose from (the listing's note, issue 25
 * item 4). The count runs only for a user with a preference, so others pay one query as before.
 */
export async function sourceScope(db: Db, userId: string): Promise<SourceScope> {
  const ids = await preferredSourceIds(db, userId);
  if (!ids.length) return { ids, kept: 0, of: 0 };
  const [counted] = await db.select({ of: count() }).from(rssSources)
    .where(or(eq(rssSources.isActive, true), inArray(rssSources.id, ids)));
  return { ids, kept: ids.length, of: counted?.of ?? ids.length };
}

/**
 * Replaces the user's preferences with `ids` in one transaction. Answers the ids that name no
 * source (and then changes nothing), or the saved ids.
 */
export async function replacePreferences(
  db: Db,
  userId: string,
  ids: readonly number[],
): Promise<{ missing: number[] } | { saved: number[] }> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return await db.transaction(async (tx) => {
    // Two saves of the same user at once would collide on the pair key: take turns.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (wanted.length) {
      const found = await tx.select({ id: rssSources.id }).from(rssSources)
        .where(inArray(rssSources.id, wanted));
      const known = new Set(found.map((r) => r.id));
      const missing = wanted.filter((id) => !known.has(id));
      if (missing.length) return { missing };
    }
    await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
    if (wanted.length) {
      await tx.insert(userPreferences).values(
        wanted.map((rssSourceId) => ({ userId, rssSourceId })),
      );
    }
    return { saved: wanted };
  });
}
