/**
 * A user's favorite legal updates (spec part 1 §3, §7). Only approved updates count: a favorite
 * whose update later left 'approved' stays stored but is hidden, and shows again if it returns.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates, rssSources, userFavorites } from "../schema.ts";
import { publicUpdateColumns } from "./legal_updates.ts";

/**
 * The update a favorite shows: the favorited report's change's primary (issue 27), so that a
 * favorite made before its report joined a change shows the change.
 */
const shownUpdateId = sql`coalesce((select p.primary_id from legal_updates p
  where p.id = ${userFavorites.legalUpdateId}), ${userFavorites.legalUpdateId})`;

/**
 * The user's favorites (the public columns and favoritedAt), newest favorite first, each change
 * once (by its primary).
 */
export async function listFavorites(db: Db, userId: string) {
  const rows = await selectFavorites(db, userId);
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

function selectFavorites(db: Db, userId: string) {
  return db.select({ ...publicUpdateColumns, favoritedAt: userFavorites.createdAt })
    .from(userFavorites)
    .innerJoin(legalUpdates, eq(legalUpdates.id, shownUpdateId))
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .leftJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId))
    .where(and(eq(userFavorites.userId, userId), eq(legalUpdates.status, "approved")))
    .orderBy(desc(userFavorites.createdAt), desc(userFavorites.id));
}

/** A row of {@link listFavorites}. */
export type FavoriteRow = Awaited<ReturnType<typeof selectFavorites>>[number];

/** True when the user has the update among their favorites. */
export async function isFavorite(db: Db, userId: string, updateId: number): Promise<boolean> {
  const [row] = await db.select({ id: userFavorites.id }).from(userFavorites).where(
    and(eq(userFavorites.userId, userId), eq(userFavorites.legalUpdateId, updateId)),
  ).limit(1);
  return row !== undefined;
}

/** Adds a favorite; answers false when it was already there (the call is idempotent). */
export async function addFavorite(
  db: Db,
  favorite: { userId: string; updateId: number; now: Date },
): Promise<boolean> {
  const created = await db.insert(userFavorites).values({
    userId: favorite.userId,
    legalUpdateId: favorite.updateId,
    createdAt: favorite.now,
  }).onConflictDoNothing({ target: [userFavorites.userId, userFavorites.legalUpdateId] })
    .returning({ id: userFavorites.id });
  return created.length > 0;
}

/** Removes a favorite; answers false when it was not there. */
export async function removeFavorite(db: Db, userId: string, updateId: number): Promise<boolean> {
  const removed = await db.delete(userFavorites).where(
    and(eq(userFavorites.userId, userId), eq(userFavorites.legalUpdateId, updateId)),
  ).returning({ id: userFavorites.id });
  return removed.length > 0;
}
