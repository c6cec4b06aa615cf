/**
 * A user's source preferences (user_preferences): which RSS sources their Legal Updates listing
 * shows. None stored means every source (spec part 2 §2, Settings card).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { rssSources, userPreferences, users } from "../schema.ts";

/** The ids of the sources the user chose, ascending (empty: no narrowing). */
export async function preferredSourceIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db.select({ id: userPreferences.rssSourceId }).from(userPreferences)
    .where(eq(userPreferences.userId, userId)).orderBy(asc(userPreferences.rssSourceId));
  return rows.map((r) => r.id);
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
