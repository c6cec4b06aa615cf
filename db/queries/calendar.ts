/**
 * The secret calendar URL of a user (only the SHA-256 of its token is stored, on the user row)
 * and what the calendar holds: tasks with due dates and the favorited updates whose text the
 * impact rules read deadlines from.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { jurisdictions, legalUpdates, userFavorites, users } from "../schema.ts";

/** Replaces the user's calendar token (the old URL stops working at once). */
export async function setCalendarTokenHash(
  db: Db,
  userId: string,
  hash: Uint8Array,
): Promise<void> {
  await db.update(users).set({ calendarTokenHash: hash }).where(eq(users.id, userId));
}

/** The active user whose calendar token has this SHA-256, or null. */
export async function findUserByCalendarToken(db: Db, hash: Uint8Array) {
  const [row] = await db.select({
    id: users.id,
    companyName: users.companyName,
    companyWebsiteUrl: users.companyWebsiteUrl,
    employeeCount: users.employeeCount,
  }).from(users).where(and(eq(users.calendarTokenHash, hash), eq(users.isActive, true)));
  return row ?? null;
}

/** The user's approved favorites with the text deadlines are read from. */
export function favoritesForDeadlines(db: Db, userId: string) {
  return db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    content: legalUpdates.content,
    aiSummary: legalUpdates.aiSummary,
    aiCategory: legalUpdates.aiCategory,
    publishDate: legalUpdates.publishDate,
    sourceUrl: legalUpdates.sourceUrl,
    jurisdiction: jurisdictions.name,
  }).from(userFavorites)
    .innerJoin(legalUpdates, eq(legalUpdates.id, userFavorites.legalUpdateId))
    .leftJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
    .where(and(eq(userFavorites.userId, userId), eq(legalUpdates.status, "approved")));
}

/** A row of {@link favoritesForDeadlines}. */
export type DeadlineSource = Awaited<ReturnType<typeof favoritesForDeadlines>>[number];
